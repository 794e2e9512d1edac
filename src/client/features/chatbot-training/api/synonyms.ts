import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SynonymsRequest, synonymsApi } from '../../../../contracts/assistant-admin';
import { call } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api-queries';

/** `synonymsApi.read`: the list in force, built-in or saved. */
export const synonymsQuery = () => endpointQuery(synonymsApi.read);

export const useSynonyms = () => useQuery(synonymsQuery());

/** `synonymsApi.save` (the whole list) or `synonymsApi.reset` (back to the built-in list); the answer is the list in force. */
export function useChangeSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SynonymsRequest | 'reset') =>
      body === 'reset' ? call(synonymsApi.reset) : call(synonymsApi.save, { body }),
    onSuccess: (list) => queryClient.setQueryData(synonymsQuery().queryKey, list),
  });
}
