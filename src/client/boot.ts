// The page's entry script. A prerendered public page is complete without script: what the visitor reads is in the
// HTML and its one stylesheet. Its behaviour (React, the route's code) is loaded after the page has loaded, so on
// a slow phone the text, the stylesheet and the font do not share the line with the scripts; a visitor who
// presses, touches, scrolls with a wheel or tabs into the page before then gets it loaded at once, and it is loaded
// at the latest a few seconds after this script runs, even if some picture never finishes. An app shell (back
// office, portal, a page made in the browser) has nothing to show without script and starts at once. Decision 047.
import './styles.css';

/** Where the server lists the route's modules for a prerendered page (plugins/pages/store.ts). */
const PAGE_MODULES_ID = 'page-modules';
const EARLY_INPUT = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;
/** A page whose load event has not come by then (a picture that stalls) is made live anyway. */
const START_AT_THE_LATEST_MS = 5000;

let started = false;

const listenForInput = () => {
  for (const type of EARLY_INPUT) addEventListener(type, start, { capture: true, passive: true });
};

function pageModules(): string[] {
  try {
    const listed = JSON.parse(document.getElementById(PAGE_MODULES_ID)?.textContent ?? '[]');
    return Array.isArray(listed) ? listed.filter((href) => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

function start() {
  if (started) return;
  started = true;
  for (const type of EARLY_INPUT) removeEventListener(type, start, true);
  for (const href of pageModules()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // If the code cannot be fetched, the page stays as it was served (readable, its links working), and the
  // visitor's next press tries again.
  import('./entry-client').catch((error: unknown) => {
    console.error('The page could not load its code', error);
    started = false;
    listenForInput();
  });
}

if (document.getElementById('root')?.dataset.ssr !== 'true') start();
else {
  listenForInput();
  // After the load event and the two frames that follow it, in a task of its own: the load event can come before
  // the first paint, and a page opened at a section (`/#contact`) is painted at the top first and at the section in
  // a later frame. So the page as the visitor first sees it is painted before the scripts take the line.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (document.readyState === 'complete') afterTwoFrames();
  else addEventListener('load', afterTwoFrames, { once: true });
  setTimeout(start, START_AT_THE_LATEST_MS);
  // A form sent before the page is live would go the browser's way, with its fields in the address. Once live, the
  // app's own handlers have stopped a submission before it bubbles up here; one that nothing stopped is stopped
  // here, and the page is made live (the visitor sends it again).
  addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    start();
  });
}
