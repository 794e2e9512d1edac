import { useMutation } from '@tanstack/react-query';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { call } from '../../../../lib/api';
import { setOwnAvailability } from '../../../admin-shell';

/** `liveChatApi.availability`: available for chats or away; the switch follows at once. */
export function useSetAvailability() {
  return useMutation({
    mutationFn: async (available: boolean) => {
      await call(liveChatApi.availability, { body: { available } });
      return available;
    },
    onSuccess: (available) => setOwnAvailability(available),
  });
}
