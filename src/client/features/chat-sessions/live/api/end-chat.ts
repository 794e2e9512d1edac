import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { livePath } from './live-paths';

/** POST /api/admin/live/{sessionId}/end: the assistant answers the visitor again. */
export function useEndChat(sessionId: string) {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', livePath(sessionId, 'end'), {});
    },
  });
}
