import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymsRequest, SynonymsResponse } from '../../../../contracts/assistant-admin';
import { apiRequest } from '../../../lib/api';
import { jsonQuery } from '../../../lib/api-queries';

const synonymsKey = ['/api/admin/chatbot-training/synonyms'] as const;

/** GET /api/admin/chatbot-training/synonyms: the list in force, built-in or saved. */
export const synonymsQuery = () => jsonQuery<SynonymsResponse>(synonymsKey, '/api/admin/chatbot-training/synonyms');

export const useSynonyms = () => useQuery(synonymsQuery());

/** PUT (save the whole list) or DELETE (back to the built-in list); the answer is the list in force. */
export function useChangeSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SynonymsRequest | 'reset'): Promise<SynonymsResponse> =>
      (
        await (body === 'reset'
          ? apiRequest('DELETE', '/api/admin/chatbot-training/synonyms')
          : apiRequest('PUT', '/api/admin/chatbot-training/synonyms', body))
      ).json(),
    onSuccess: (list) => queryClient.setQueryData(synonymsKey, list),
  });
}
