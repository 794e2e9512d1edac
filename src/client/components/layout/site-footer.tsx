import { deferredSection } from './deferred-section';

/** The footer of every public page: below the first screen, so its code loads as the visitor scrolls towards it. */
export const SiteFooter = deferredSection(() => import('./footer').then((module) => module.Footer));
