// Business constants shared by server and client; no runtime dependencies so the public pages stay small.

/** At most three reviews reach the home page (docs/product/public-site.md). */
export const FEATURED_REVIEWS_LIMIT = 3;
