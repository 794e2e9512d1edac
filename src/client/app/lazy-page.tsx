import { type ComponentType, lazy } from 'react';
import { loadDeferredSections } from '../components/layout/deferred-section';

export type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A code-split page that can be loaded before rendering: the server and the browser load the current page
 * first, so the prerendered HTML hydrates without a loading state; later navigations suspend as usual, until the
 * page and its deferred sections are loaded.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => {
    const module = await load();
    // A page opened by navigation renders whole at once, its deferred sections included.
    await loadDeferredSections();
    loaded = module.default;
    return module;
  });
  const Page = (() => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }) as unknown as LazyPage;
  Page.preload = async () => {
    loaded = (await load()).default;
  };
  return Page;
}
