import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { setOwnAvailability } from '../../../admin-shell';

/** PUT /api/admin/live/availability: available for chats or away; the switch follows at once. */
export function useSetAvailability() {
  return useMutation({
    mutationFn: async (available: boolean) => {
      await apiRequest('PUT', '/api/admin/live/availability', { available });
      return available;
    },
    onSuccess: (available) => setOwnAvailability(available),
  });
}
