import { type AnswerOf, type CallInput, type Endpoint, pathOf } from '../../contracts/endpoint';
import { toQueryString } from './query-string';

export type ApiErrorDetails = { status: number; message: string; fieldErrors: Record<string, string[]> };

/**
 * A refusal or failure answered by the server. Its message is "<status>: <body text, or the status text>"
 * (docs/product/public-site.md); its details are the status and what the body says: the message and, for a 400,
 * the field errors.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body as text (the status text when it had none). */
  readonly body: string;
  /** The body's message (the body itself when it is not the API's error shape). */
  readonly said: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    let parsed: { message?: unknown; fieldErrors?: Record<string, string[]> } | undefined;
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      parsed = undefined;
    }
    this.said = parsed === undefined ? body : typeof parsed?.message === 'string' ? parsed.message : '';
    this.fieldErrors = parsed?.fieldErrors ?? {};
  }
}

/** Any non-success response raises an ApiError. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** A call with a caller-chosen method and path; a JSON body only when a payload is given; cookies always. */
async function send(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type Inputs = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
/** The input argument: optional when the endpoint takes nothing that must be given. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The address of a call: its path with the parameters filled in, and its query string. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as Inputs;
  return `${pathOf(endpoint, params)}${toQueryString((query ?? {}) as Record<string, string | number | undefined>)}`;
}

/**
 * Calls an endpoint: its method and path from the contract, the parameters, query and body the contract takes,
 * and the answer typed by it. A refusal raises an ApiError.
 */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  const { body } = (args[0] ?? {}) as Inputs;
  const res = await send(endpoint.method, urlOf(endpoint, ...args), body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as AnswerOf<E>;
}

/** Reads the status and the server's field errors out of an error raised by `call`. */
export function parseApiError(error: unknown): ApiErrorDetails | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return { status: error.status, message: error.said, fieldErrors: error.fieldErrors };
}

/** For a read that answers "signed out" with 401 (the session): null instead of an error. */
export function nullWhenSignedOut(error: unknown): null {
  if (error instanceof ApiError && error.status === 401) return null;
  throw error;
}
