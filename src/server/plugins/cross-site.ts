import fp from 'fastify-plugin';
import { refused } from '../lib/domain-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that carries a cookie is refused (403) when its (docs/product/limits-and-security.md)
 * Origin or Sec-Fetch-Site header says it comes from another site. Requests without either header are judged on
 * their credentials alone.
 */
export const crossSitePlugin = fp(
  async (app) => {
    // Synchronous: on a GET (most requests) it costs one lookup, with no promise to settle.
    app.addHook('onRequest', (request, _reply, done) => {
      if (safeMethods.has(request.method) || !request.headers.cookie) return done();
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      let foreign = fetchSite === 'cross-site';
      if (!foreign && origin !== undefined) {
        try {
          foreign = origin === 'null' || new URL(origin).host !== request.host;
        } catch {
          foreign = true;
        }
      }
      if (foreign) {
        request.log.warn({ origin, fetchSite }, 'cross-site state-changing request refused');
        done(refused('Cross-site requests are not allowed.'));
        return;
      }
      done();
    });
  },
  { name: 'cross-site' },
);
