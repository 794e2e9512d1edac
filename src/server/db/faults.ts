/** Seconds a client is asked to wait when the database is unreachable: a restart is usually over by then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket-level failures to reach the server or keep the connection.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
// 53300 too_many_connections; class 08 is "connection exception".
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

// The node-postgres driver reports a lost or unusable connection with a plain Error and one of these messages.
const driverMessages = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Connection terminated due to connection timeout/,
  /^Database did not answer within/,
];

function isUnavailableFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (error instanceof AggregateError && error.errors.some(isUnavailableFault)) return true;
  return driverMessages.some((pattern) => pattern.test(error.message));
}

/**
 * True when an error means "the database cannot be reached right now" (down, restarting, connection lost) rather
 * than "this query is wrong": the answer is then 503 with Retry-After, not 500. Looks through `cause` chains, as
 * Drizzle wraps the driver's error in its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isUnavailableFault(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * True when an error is PostgreSQL refusing a value a unique index already holds (SQLSTATE 23505), through Drizzle's
 * `cause` chain: a service answers it as a conflict, since two requests may pass the same check at once.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
