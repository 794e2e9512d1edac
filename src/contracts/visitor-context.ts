import { z } from 'zod';
import { handoffStatuses } from './enums';
import { text } from './text';

// What staff see beside a live chat about the visitor (docs/product/live-chat.md, "Who the visitor is", decision
// 061): the page they are on, where they came from, the market page, and their earlier conversations.

/** The longest page path a chat message carries. */
export const VISITOR_PAGE_MAX = 200;
/** The longest referrer a chat message carries. */
export const VISITOR_REFERRER_MAX = 500;
/** The longest first question an earlier conversation shows. */
export const FIRST_QUESTION_MAX = 160;
/** The most earlier conversations the context lists. */
export const EARLIER_SESSIONS_MAX = 5;

/** Everything from the first `?` or `#` on: the query and the hash, which the server never keeps. */
const withoutQueryOrHash = (value: string) => value.replace(/[?#].*$/s, '');

/**
 * The path of the page of this site the visitor is on (`location.pathname`): one `/` first (never `//`, which a
 * browser reads as another site, nor a backslash, which it reads as `/`), no scheme, no white space, at most 200
 * characters as sent. The query and hash are dropped.
 */
export const visitorPagePath = text('Page', { trim: true })
  .max(VISITOR_PAGE_MAX, `Page must be at most ${VISITOR_PAGE_MAX} characters`)
  .regex(/^\/([^\s/\\][^\s\\]*)?$/, 'Page must be a path on this site, such as /hotels')
  .transform(withoutQueryOrHash);

/**
 * Where the visitor came from (`document.referrer`): an absolute http or https address of at most 500 characters.
 * Only its origin and path are kept: a query or a hash can carry someone's token.
 */
export const visitorReferrer = text('Referrer', { trim: true })
  .max(VISITOR_REFERRER_MAX, `Referrer must be at most ${VISITOR_REFERRER_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Referrer must be an http or https address' }))
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  });

/** A page of the public site: its path and its name (null for a path the site does not know). */
export const visitorPage = z.object({ path: z.string(), title: z.string().nullable() });
export type VisitorPage = z.infer<typeof visitorPage>;

/** A market landing page (`/hotels`…) and the market's name as the site gives it ("Luxury Condominiums"). */
export const visitorMarket = z.object({ path: z.string(), name: z.string() });
export type VisitorMarket = z.infer<typeof visitorMarket>;

/** Another conversation of the same e-mail address. */
export const earlierSession = z.object({
  sessionId: z.string(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** Where it stood with a person; null: the assistant alone. */
  status: z.enum(handoffStatuses).nullable(),
  /** The visitor's first message, cut to 160 characters; null when they wrote none. */
  firstQuestion: z.string().nullable(),
});
export type EarlierSession = z.infer<typeof earlierSession>;

/** `liveChatApi.context`: who the visitor of a chat is, as far as the chat tells. */
export const visitorContext = z.object({
  sessionId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  /** The page they were on at their latest message; null when the widget did not say. */
  page: visitorPage.nullable(),
  /** The origin and path of the address they came from, or the path when it was this site; null: none known. */
  referrer: z.string().nullable(),
  /** The market page they are on; null when the page is not one of the six. */
  market: visitorMarket.nullable(),
  /** The other conversations with the same e-mail address, newest first, at most 5; empty without an e-mail. */
  earlier: z.array(earlierSession),
});
export type VisitorContext = z.infer<typeof visitorContext>;
