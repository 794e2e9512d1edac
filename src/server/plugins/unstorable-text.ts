import fp from 'fastify-plugin';
import { invalidField } from '../lib/domain-error';
import { unstorableField } from '../lib/unstorable-text';

/**
 * A backstop behind the contracts' text rule, for every route, schema or not: a NUL or a lone surrogate anywhere
 * in the path parameters, the query string or the body (keys included) is refused with 400 naming the field,
 * before validation and before any handler or query can see it.
 */
export const unstorableTextPlugin = fp(
  async (app) => {
    // Synchronous, and a request with no body, no query string and no path parameters (most public reads) has
    // nothing to walk.
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        if (part === undefined || part === null) continue;
        const field = unstorableField(part);
        if (field) return done(invalidField(field, 'Contains a character that is not valid text'));
      }
      done();
    });
  },
  { name: 'unstorable-text', dependencies: ['errors'] },
);
