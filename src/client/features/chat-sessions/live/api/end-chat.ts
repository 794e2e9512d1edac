import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { livePath } from './live-paths';

/**
 * POST /api/admin/live/{sessionId}/end: the assistant answers the visitor again. One's own chat ends as is; a
 * manager or admin ends someone else's (or a waiting) chat only `asManager` (403 otherwise, naming who has it).
 */
export function useEndChat(sessionId: string) {
  return useMutation({
    mutationFn: async ({ asManager }: { asManager: boolean }) => {
      await apiRequest('POST', livePath(sessionId, 'end'), asManager ? { asManager: true } : {});
    },
  });
}
