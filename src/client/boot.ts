// The page's entry script. A prerendered public page is complete without script: what the visitor reads is in the
// HTML and its one stylesheet. Its behaviour (React, the route's code) is loaded after the page has loaded, so on
// a slow phone the text, the stylesheet and the font do not share the line with the scripts; a visitor who
// presses, touches or tabs into the page before then gets it loaded at once. An app shell (back office, portal,
// a page made in the browser) has nothing to show without script and starts at once. Decision 047.
import './styles.css';

/** Where the server lists the route's modules for a prerendered page (plugins/pages/store.ts). */
const PAGE_MODULES_ID = 'page-modules';
const EARLY_INPUT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of EARLY_INPUT) removeEventListener(type, start, true);
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // If the code cannot be fetched, the page stays as it was served: readable, its links working.
  import('./entry-client').catch(() => {});
}

if (document.getElementById('root')?.dataset.ssr !== 'true') start();
else {
  for (const type of EARLY_INPUT) addEventListener(type, start, { capture: true, passive: true });
  // After the load event, in a task of its own, so that the first paint is not held for it.
  if (document.readyState === 'complete') setTimeout(start, 0);
  else addEventListener('load', () => setTimeout(start, 0), { once: true });
}
