import type { onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * Puts a guard first among a route's own onRequest hooks, from an `onRoute` hook: the guard belongs to the route
 * the router matched, so how the path was spelt (percent-encoded letters, say) cannot skip it.
 */
export function guardRoute(route: RouteOptions, guard: onRequestHookHandler) {
  const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  route.onRequest = [guard, ...own];
}
