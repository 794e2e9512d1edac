import { BookOpen, LayoutDashboard, MessageSquare, Palette, Route, Star } from 'lucide-react';

/** The six tabs of the portal (docs/product/portal.md), in their order. */
export const portalTabs = [
  { value: 'overview', label: 'Overview', Icon: LayoutDashboard },
  { value: 'journey', label: 'Journey', Icon: Route },
  { value: 'reviews', label: 'Reviews', Icon: Star },
  { value: 'custom', label: 'Custom', Icon: Palette },
  { value: 'feedback', label: 'Feedback', Icon: MessageSquare },
  { value: 'resources', label: 'Resources', Icon: BookOpen },
] as const;
export type PortalTab = (typeof portalTabs)[number]['value'];
