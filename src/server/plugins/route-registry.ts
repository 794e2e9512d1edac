import type { FastifyContextConfig, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export type RegisteredRoute = {
  method: string;
  url: string;
  roles: unknown;
  /** The route's request and response schemas (zod), as declared. */
  schema: FastifySchema | undefined;
  config: FastifyContextConfig | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can walk them all (a new route cannot be forgotten). */
    registeredRoutes: RegisteredRoute[];
  }
}

export const routeRegistryPlugin = fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, roles: route.config?.roles, schema: route.schema, config: route.config });
      }
    });
  },
  { name: 'route-registry' },
);
