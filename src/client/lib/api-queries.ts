import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '../../contracts/common';
import type { CallInput, Endpoint } from '../../contracts/endpoint';
import { type CallArgs, call, urlOf } from './api';

/**
 * The cache key of an endpoint's answers: its path, then what was asked. Every answer of one endpoint shares the
 * key's first part, so that a change refreshes them all with `keyOf(endpoint)`.
 */
export function keyOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E> | []) {
  return input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);
}

/** An endpoint's answer, read with GET and cached under its key. */
export const endpointQuery = <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) =>
  queryOptions({ queryKey: keyOf(endpoint, ...args), queryFn: () => call(endpoint, ...args) });

/**
 * One page of a back-office list: its search, filters, page and page size as the query string, cached under the
 * list's key and those same values; the page shown stays until the next one has come.
 */
export const endpointPageQuery = <E extends Endpoint>(endpoint: E, input: ListInput<E>) =>
  queryOptions({
    queryKey: [endpoint.path, input] as const,
    queryFn: async () => asPage(await call(endpoint, ...([input] as unknown as CallArgs<E>))),
    placeholderData: keepPreviousData,
  });

/**
 * What a list is asked with: its filters as the screen holds them, text (a select's value, empty for "all"); the
 * server checks each against the contract and names a wrong one.
 */
export type ListInput<E extends Endpoint> = Omit<CallInput<E>, 'query'> & {
  query: E['query'] extends z.ZodType ? Loosened<z.input<E['query']>> : never;
};
type Loosened<Query> = { [K in keyof Query]?: Query[K] extends string | undefined ? string : Query[K] };

type ItemOf<Answer> = Answer extends readonly (infer Item)[] ? Item : Answer extends Page<infer Item> ? Item : never;

/** A list's answer as a page: a list asked for a page answers one (decision 009); a whole list is one page. */
export function asPage<Answer>(answer: Answer): Page<ItemOf<Answer>> {
  if (Array.isArray(answer)) return { items: answer, total: answer.length, page: 1, pageSize: answer.length };
  return answer as Page<ItemOf<Answer>>;
}

/** The address of a list's download (a CSV link), with its filters as the screen holds them. */
export const listUrlOf = <E extends Endpoint>(endpoint: E, input: ListInput<E>) =>
  urlOf(endpoint, ...([input] as unknown as CallArgs<E>));
