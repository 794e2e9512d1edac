import type { PageData } from '../../contracts/pages';

/** The element in which the server writes a prerendered page's reads (src/server/plugins/pages/store.ts). */
export const PAGE_DATA_ID = 'page-data';

// In the browser, what the page came with, read once; on the server, the page being rendered's.
let current: PageData | undefined;

/** The reads the server embedded in the page; none when there are none or they cannot be read. */
function readEmbeddedPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : {};
  } catch {
    return {};
  }
}

/**
 * The answer to a public read (a GET path) that the page came with, or undefined: the page was not prerendered
 * with it (another page of the visit, or the read failed), and the caller fetches it itself.
 */
export function pageDataFor<T>(path: string): T | undefined {
  current ??= typeof document === 'undefined' ? {} : readEmbeddedPageData();
  return current[path] as T | undefined;
}

/** On the server: renders a page (synchronously) with the answers of its reads. */
export function renderWithPageData<T>(data: PageData, render: () => T): T {
  current = data;
  try {
    return render();
  } finally {
    current = undefined;
  }
}
