import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeToWaitingChats } from '../../installable-app';
import { staffSessionQuery, useStaffSession } from '../api/session';
import {
  closeLiveQueue,
  holdLiveQueue,
  type LiveQueueState,
  liveQueueSnapshot,
  onLiveQueueRefused,
  onWaitingArrivals,
  subscribeLiveQueue,
} from './live-queue-store';
import { alertWaitingChats } from './waiting-alerts';
import { listenForNotificationClicks } from './waiting-notification';

const signedOut: LiveQueueState = { queue: null, connected: false, replaced: false };

/** The live queue as the tab's one stream last read it (null before the first reading or when signed out). */
export function useLiveQueue(): LiveQueueState {
  return useSyncExternalStore(subscribeLiveQueue, liveQueueSnapshot, () => signedOut);
}

/**
 * Holds the tab's live queue stream while a staff member is signed in on a back-office page, with its arrival
 * alerts; closes it at once on sign-out. Each sign-in also renews this browser's Web Push subscription when
 * notifications are allowed.
 */
export function useLiveQueueConnection() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const userId = session.data && !session.data.passwordResetRequired ? session.data.id : null;
  const signedOutNow = session.isSuccess && session.data === null;

  useEffect(() => {
    if (userId === null) return;
    const stopAlerts = onWaitingArrivals(alertWaitingChats);
    const stopRefusals = onLiveQueueRefused(
      () => void queryClient.invalidateQueries({ queryKey: staffSessionQuery().queryKey }),
    );
    const stopClicks = listenForNotificationClicks();
    const release = holdLiveQueue();
    return () => {
      release();
      stopAlerts();
      stopRefusals();
      stopClicks();
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (userId !== null) void renewPushOnce(userId);
  }, [userId]);

  useEffect(() => {
    if (signedOutNow) closeLiveQueue();
  }, [signedOutNow]);
}

let renewedFor: number | null = null;
async function renewPushOnce(userId: number) {
  if (renewedFor === userId) return;
  renewedFor = userId;
  await subscribeToWaitingChats();
}
