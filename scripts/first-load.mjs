// What a phone downloads on a first visit to a page: every response's body as it came over the network
// (compressed when the server compressed it), from the navigation until the network has been quiet for 3 s, at
// 390 px wide with no interaction. The budget test and `npm run bench` both count it this way.

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const QUIET_MS = 3000;

/** A browser context options object for a first visit at phone size (no cache, touch, mobile layout). */
export const phoneContext = { viewport: PHONE_VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * Opens `url` in `page` and waits until no request has been in flight for `QUIET_MS`. Answers the responses as
 * served: `{ path, type, bytes, encoding }`, type being Chromium's resource type (script, stylesheet, document...).
 */
export async function firstLoad(page, url) {
  const finished = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    finished.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
          encoding: (await response?.allHeaders())?.['content-encoding'],
        };
      })(),
    );
  });
  await page.goto(url);
  while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Promise.all(finished);
}

/** The bytes of the responses of one type. */
export const bytesOf = (responses, type) =>
  responses.filter((response) => response.type === type).reduce((total, response) => total + response.bytes, 0);
