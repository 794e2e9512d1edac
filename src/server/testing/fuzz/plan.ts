import type { RegisteredRoute } from '../../plugins/route-registry';

export { seededRandom } from '../../lib/seeded-random';

/** A route that takes input (a body, a query, path parameters) gets six times the requests of one that does not. */
const weightOf = (route: RegisteredRoute) =>
  route.schema?.body || route.schema?.querystring || route.schema?.params || route.url.includes(':') ? 6 : 1;

/**
 * How many requests each route gets (`total` at least, over all routes, and `minimum` at least for each), and
 * their order (random, from the seed).
 */
export function planRequests(routes: RegisteredRoute[], total: number, minimum: number, random: () => number) {
  const weights = routes.map(weightOf);
  const sum = weights.reduce((all, weight) => all + weight, 0);
  const counts = weights.map((weight) => Math.max(minimum, Math.ceil((total * weight) / sum)));
  const order = counts.flatMap((count, index) => Array.from({ length: count }, () => index));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
  }
  return { counts, order };
}
