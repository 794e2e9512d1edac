import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { livePath } from './live-paths';

/** POST /api/admin/live/{sessionId}/take: 409 names who was faster. */
export function useTakeChat() {
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await apiRequest('POST', livePath(sessionId, 'take'), {});
      return sessionId;
    },
  });
}
