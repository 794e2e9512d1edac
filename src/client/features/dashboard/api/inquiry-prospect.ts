import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prospectsApi } from '../../../../contracts/prospects';
import { call } from '../../../lib/api';
import { keyOf } from '../../../lib/api-queries';

/** `prospectsApi.fromInquiry`: the inquiry becomes a CRM lead, once; the CRM prospects list (its own feature) refreshes. */
export function useCreateProspectFromInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiryId: number) => call(prospectsApi.fromInquiry, { params: { id: inquiryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(prospectsApi.list) }),
  });
}
