import { useQuery } from '@tanstack/react-query';
import {
  type AddOutOfScopeRequest,
  type AddPhrasingRequest,
  teachingApi,
} from '../../../../contracts/assistant-teaching';
import { call } from '../../../lib/api';
import { endpointPageQuery, endpointQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { suggestionKeys } from './suggestions';
import { trainingKeys } from './training';

// Among the training data's keys: any change to the training data refreshes the phrasings and examples shown too.

/** `teachingApi.phrasings`: the Phrasings panel of one entry. */
export const phrasingsQuery = (id: number) => endpointQuery(teachingApi.phrasings, { params: { id } });
export const usePhrasings = (id: number) => useQuery(phrasingsQuery(id));

export const outOfScopeQuery = (filters: { search?: string }, page: number) =>
  endpointPageQuery(teachingApi.outOfScope, { query: { ...filters, page, pageSize: 25 } });
export const useOutOfScope = (filters: { search?: string }, page: number) => useQuery(outOfScopeQuery(filters, page));

/** Teaching changes the entries, the examples, and the suggestion it came from: all of them refresh. */
const useTeaching = <T, R>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [...trainingKeys, ...suggestionKeys]);

/** `teachingApi.addPhrasing`: "this should have been answered by" the entry, or a phrasing typed in the panel. */
export const useAddPhrasing = () =>
  useTeaching(({ entryId, ...body }: AddPhrasingRequest & { entryId: number }) =>
    call(teachingApi.addPhrasing, { params: { id: entryId }, body }),
  );

export const useRemovePhrasing = () =>
  useTeaching(({ entryId, text }: { entryId: number; text: string }) =>
    call(teachingApi.removePhrasing, { params: { id: entryId }, body: { text } }),
  );

/** `teachingApi.addOutOfScope`: "not our topic". */
export const useAddOutOfScope = () =>
  useTeaching((body: AddOutOfScopeRequest) => call(teachingApi.addOutOfScope, { body }));

export const useRemoveOutOfScope = () =>
  useTeaching((id: number) => call(teachingApi.removeOutOfScope, { params: { id } }));
