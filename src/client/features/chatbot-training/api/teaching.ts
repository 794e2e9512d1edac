import { useQuery } from '@tanstack/react-query';
import type {
  AddOutOfScopeRequest,
  AddPhrasingRequest,
  EntryPhrasings,
  OutOfScopeAdded,
  OutOfScopeItem,
  PhrasingAdded,
} from '../../../../contracts/assistant-teaching';
import { apiRequest } from '../../../lib/api';
import { jsonQuery, pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { suggestionsKey } from './suggestions';
import { trainingKey } from './training';

// Under the training list's key: any change to the training data refreshes the phrasings and examples shown too.

/** GET /api/admin/chatbot-training/{id}/phrasings: the Phrasings panel of one entry. */
export const phrasingsQuery = (id: number) =>
  jsonQuery<EntryPhrasings>([...trainingKey, 'phrasings', id], `/api/admin/chatbot-training/${id}/phrasings`);
export const usePhrasings = (id: number) => useQuery(phrasingsQuery(id));

export const outOfScopeQuery = (filters: { search?: string }, page: number) =>
  pageQuery<OutOfScopeItem>([...trainingKey, 'out-of-scope'], '/api/admin/chatbot-training/out-of-scope', {
    ...filters,
    page,
    pageSize: 25,
  });
export const useOutOfScope = (filters: { search?: string }, page: number) => useQuery(outOfScopeQuery(filters, page));

/** Teaching changes the entries, the examples, and the suggestion it came from: all of them refresh. */
const useTeaching = <T, R>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [trainingKey, suggestionsKey]);

/** POST .../{id}/phrasings: "this should have been answered by" the entry, or a phrasing typed in the panel. */
export const useAddPhrasing = () =>
  useTeaching(
    async ({ entryId, ...body }: AddPhrasingRequest & { entryId: number }): Promise<PhrasingAdded> =>
      (await apiRequest('POST', `/api/admin/chatbot-training/${entryId}/phrasings`, body)).json(),
  );

export const useRemovePhrasing = () =>
  useTeaching(
    async ({ entryId, text }: { entryId: number; text: string }): Promise<EntryPhrasings> =>
      (await apiRequest('DELETE', `/api/admin/chatbot-training/${entryId}/phrasings`, { text })).json(),
  );

/** POST .../out-of-scope: "not our topic". */
export const useAddOutOfScope = () =>
  useTeaching(
    async (body: AddOutOfScopeRequest): Promise<OutOfScopeAdded> =>
      (await apiRequest('POST', '/api/admin/chatbot-training/out-of-scope', body)).json(),
  );

export const useRemoveOutOfScope = () =>
  useTeaching((id: number) => apiRequest('DELETE', `/api/admin/chatbot-training/out-of-scope/${id}`));
