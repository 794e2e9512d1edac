import { useQuery } from '@tanstack/react-query';
import { savedRepliesApi } from '../../../../../contracts/saved-replies';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { recordChanges } from '../../../../lib/record-changes';

const savedRepliesKey = keyOf(savedRepliesApi.list);

/** The team's saved replies, by shortcut: read once a session, again after any change. */
export const useSavedReplies = () => useQuery({ ...endpointQuery(savedRepliesApi.list), staleTime: 60_000 });

export const { useSave: useSaveSavedReply, useRemove: useDeleteSavedReply } = recordChanges(savedRepliesApi, [
  savedRepliesKey,
]);
