import fp from 'fastify-plugin';
import { fieldRefusal } from '../lib/refusal';
import { unstorableField } from '../lib/unstorable-text';

/**
 * A backstop behind the contracts' text rule, for every route, schema or not: a NUL or a lone surrogate anywhere
 * in the path parameters, the query string or the body (keys included) is refused with 400 naming the field,
 * before validation and before any handler or query can see it.
 */
export const unstorableTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = unstorableField(part);
        if (field) throw fieldRefusal(field, 'Contains a character that is not valid text');
      }
    });
  },
  { name: 'unstorable-text', dependencies: ['errors'] },
);
