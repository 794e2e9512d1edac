import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, the one place its shape is written: the server registers and validates its route from it
 * (`server/lib/serve.ts`), the client calls it through it (`client/lib/api.ts`), and the OpenAPI document is
 * made from the route. `answer` is absent for a call whose answer is a file or an event stream.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The path, with `:name` for each of `params`. */
  path: string;
  summary: string;
  /** More than the summary says, for the OpenAPI document. */
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  /** The status of a success (200 unless said). */
  status?: 200 | 201;
  /** The refusals the call declares, by status, each with its body's shape. */
  errors?: Readonly<Record<number, z.ZodType>>;
  /** The largest body the call takes, in bytes, when it is more than the server's default (an upload). */
  bodyLimit?: number;
}

/** Declares an endpoint, its types kept to the letter. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends: the path's parameters, the query and the body, each only when the endpoint has it. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : object) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : object);

/** What the caller gets back. */
export type AnswerOf<E extends Endpoint> = Output<E['answer']>;
/** What the server's handler gives for the answer (before the contract's defaults and transforms). */
export type HandlerAnswer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.input<E['answer']> : unknown;
export type ParamsOf<E extends Endpoint> = Output<E['params']>;
export type QueryOf<E extends Endpoint> = Output<E['query']>;
export type BodyOf<E extends Endpoint> = Output<E['body']>;

/** The endpoint's path with its parameters filled in (each encoded), e.g. `/api/admin/users/7`. */
export function pathOf(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
