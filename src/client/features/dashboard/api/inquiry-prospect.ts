import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

// The CRM prospects list (its own feature) refreshes after a new lead.
const prospectsListKey = ['/api/admin/crm-prospects'] as const;

/** POST /api/admin/contact-inquiries/{id}/prospect: the inquiry becomes a CRM lead, once. */
export function useCreateProspectFromInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inquiryId: number) =>
      (await (await apiRequest('POST', `/api/admin/contact-inquiries/${inquiryId}/prospect`)).json()) as {
        success: true;
        prospectId: number;
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectsListKey }),
  });
}
