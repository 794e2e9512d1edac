import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '../../../../../contracts/endpoint';
import { call } from '../../../../lib/api';
import { endpointPageQuery, keyOf, type ListInput } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/** What a list of requests is asked with, as the screen holds it (text); the server checks each against the contract. */
export type RequestQuery<List extends Endpoint> = ListInput<List>['query'];
type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * A kind of request from the property managers (meeting requests and questions, product requests): read as a
 * location's whole list or a page of all (decision 019); `useAnswer` sends the team's answer (its status, the
 * words the manager reads), by the request's id. Every read is under the list's key, so an answer refreshes each
 * list that shows requests, and the location's overview.
 */
export function requestKind<List extends Endpoint, Answer extends Endpoint>(list: List, answer: Answer) {
  // The query is the list's own, which the generic contract types cannot follow through the spread.
  const input = (query: object) => ({ query }) as unknown as ListInput<List>;
  return {
    listQuery: (filter?: RequestQuery<List>) =>
      queryOptions({ ...endpointPageQuery(list, input(filter ?? {})), select: (page) => page.items }),
    pageQuery: (filters: RequestQuery<List>, page: number, pageSize = 25) =>
      endpointPageQuery(list, input({ ...filters, page, pageSize })),
    useAnswer: () =>
      useRefreshingMutation(
        ({ id, locationId: _location, ...body }: BodyOf<Answer> & { id: number; locationId: number }) =>
          call(answer as Endpoint, { params: { id }, body }),
        ({ locationId }) => [keyOf(list), overviewQuery(locationId).queryKey],
      ),
  };
}
