import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * How far below (or above) the viewport a deferred section starts loading its code: far enough that it is usually
 * interactive before it scrolls into view, near enough that a visitor reading the first screen loads none of it.
 */
const LOAD_MARGIN = '400px 0px';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every deferred section known so far. The server calls it before rendering a page, so the
 * prerendered HTML holds every section; client-side navigation calls it with the page's own code, so a page opened
 * in the browser renders whole at once.
 */
export function loadDeferredSections(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

/**
 * A section of a prerendered page whose code is not part of the page's first load. The server renders it like any
 * other; in the browser its markup stays as prerendered (visible, links working) and is hydrated once the section
 * comes within `LOAD_MARGIN` of the viewport, or once the visitor focuses or presses something inside it. A form
 * sent before its code arrived is held and sent once the section is live. If the code cannot be fetched the
 * section stays as prerendered.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * The section may change height once live: it shows data the page may not hold (after a move within the
     * site, or when the server could not read it; decision 049). The browser's scroll anchoring must then never
     * pick it: with the page opened further down (`/#contact`) it sits partly under the navigation bar, and an
     * anchor whose top stays put while it grows lets everything below jump.
     */
    resizesWhenLive?: boolean;
  } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const ensureLoaded = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  loaders.push(ensureLoaded);

  let wanted!: () => void;
  const whenWanted = new Promise<void>((resolve) => {
    wanted = resolve;
  });
  const live = new Set<() => void>();
  const notifyLive = () => {
    for (const notify of live) notify();
  };

  /** The section, telling the wrapper once React has hydrated it. */
  const Hydrated = (props: P & { onLive: () => void }) => {
    const { onLive, ...rest } = props;
    const Section = loaded as ComponentType<P>;
    useEffect(() => onLive(), [onLive]);
    return <Section {...(rest as P)} />;
  };
  const Lazy = lazy(async () => {
    await whenWanted;
    try {
      await ensureLoaded();
    } catch (error) {
      console.warn('A section of this page could not load its code; it stays as it was first shown.', error);
      return new Promise<never>(() => {});
    }
    return { default: Hydrated };
  });

  function DeferredSection(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Rendered directly when the code is already here (the server; a page opened by client-side navigation),
    // else through the lazy wrapper for this instance's whole life, so React never swaps one for the other.
    const [direct] = useState(() => loaded !== undefined);
    const isLive = useRef(direct);
    useEffect(() => {
      const element = ref.current;
      if (!element || isLive.current) return;
      let heldForm: HTMLFormElement | undefined;
      const wake = () => {
        wanted();
        observer?.disconnect();
      };
      const holdSubmit = (event: SubmitEvent) => {
        if (isLive.current || !(event.target instanceof HTMLFormElement) || !element.contains(event.target)) return;
        event.preventDefault();
        heldForm = event.target;
        wake();
      };
      const wakeInside = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wake();
      };
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
              rootMargin: LOAD_MARGIN,
            });
      if (observer) observer.observe(element);
      else wake();
      // Capture on the document runs before React's own listeners on the page's root.
      document.addEventListener('submit', holdSubmit, true);
      document.addEventListener('focusin', wakeInside, true);
      document.addEventListener('pointerdown', wakeInside, true);
      const onLive = () => {
        isLive.current = true;
        document.removeEventListener('submit', holdSubmit, true);
        heldForm?.requestSubmit();
        heldForm = undefined;
      };
      live.add(onLive);
      return () => {
        observer?.disconnect();
        live.delete(onLive);
        document.removeEventListener('submit', holdSubmit, true);
        document.removeEventListener('focusin', wakeInside, true);
        document.removeEventListener('pointerdown', wakeInside, true);
      };
    }, []);
    const Loaded = loaded;
    return (
      <div ref={ref} className={options.resizesWhenLive ? '[overflow-anchor:none]' : undefined}>
        <Suspense fallback={null}>
          {direct && Loaded ? <Loaded {...props} /> : <Lazy {...props} onLive={notifyLive} />}
        </Suspense>
      </div>
    );
  }
  return DeferredSection;
}
