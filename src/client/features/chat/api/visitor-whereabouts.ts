/** What the server keeps of a page path and a referrer (src/contracts/visitor-context.ts), checked here without zod. */
const PAGE_MAX = 200;
const REFERRER_MAX = 500;

/**
 * The page the visitor is on and where they came from, which staff see beside a live chat
 * (docs/product/live-chat.md). Only what the server would take is sent, so the visitor's message never fails on it:
 * the page's path, and the referrer when it is an http or https address.
 */
export function visitorWhereabouts(): { page?: string; referrer?: string } {
  if (typeof window === 'undefined') return {};
  const path = window.location.pathname;
  const page = path.length <= PAGE_MAX && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : undefined;
  const from = document.referrer;
  const referrer = from && from.length <= REFERRER_MAX && /^https?:\/\//i.test(from) ? from : undefined;
  return { page, referrer };
}
