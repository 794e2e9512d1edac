/** What the server keeps of a page path and a referrer (src/contracts/visitor-context.ts), checked here without zod. */
const PAGE_MAX = 200;
const REFERRER_MAX = 500;

/**
 * The page a visitor is on and where they came from, as a chat message carries them: only what the server would
 * take, so the visitor's message never fails on it (the page's path; the referrer when it is an http or https
 * address of at most 500 characters).
 */
export function whereaboutsOf(path: string, from: string): { page?: string; referrer?: string } {
  const page = path.length <= PAGE_MAX && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : undefined;
  const referrer = from && from.length <= REFERRER_MAX && /^https?:\/\//i.test(from) ? from : undefined;
  return { page, referrer };
}

/** This visitor's page and referrer, which staff see beside a live chat (docs/product/live-chat.md). */
export function visitorWhereabouts(): { page?: string; referrer?: string } {
  if (typeof window === 'undefined') return {};
  return whereaboutsOf(window.location.pathname, document.referrer);
}
