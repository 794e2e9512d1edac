import { useQuery } from '@tanstack/react-query';
import { type SavedReplyRequest, savedRepliesApi } from '../../../../../contracts/saved-replies';
import { call } from '../../../../lib/api';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';

const savedRepliesKey = keyOf(savedRepliesApi.list);

/** The team's saved replies, by shortcut: read once a session, again after any change. */
export const useSavedReplies = () => useQuery({ ...endpointQuery(savedRepliesApi.list), staleTime: 60_000 });

const useSavedReplyChange = <T, R = unknown>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [savedRepliesKey]);

export const useCreateSavedReply = () =>
  useSavedReplyChange((body: SavedReplyRequest) => call(savedRepliesApi.create, { body }));
export const useUpdateSavedReply = () =>
  useSavedReplyChange(({ id, ...body }: SavedReplyRequest & { id: number }) =>
    call(savedRepliesApi.update, { params: { id }, body }),
  );
export const useDeleteSavedReply = () =>
  useSavedReplyChange((id: number) => call(savedRepliesApi.remove, { params: { id } }));
