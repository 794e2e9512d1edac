import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/openapi.json and its docs page at /api/docs (works offline). */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Elevate Micro Markets API',
          description: 'Public site, chat assistant, back office and property manager portal.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Our own CSP (security-headers) covers the docs page: its scripts are files, its styles partly inline.
      staticCSP: false,
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
    app.get('/api/openapi.json', { config: { publicAnswer: true }, schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
