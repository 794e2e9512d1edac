import { useEffect, useRef } from 'react';
import { sendRead } from './api/live-signals';
import { usePageVisible } from './use-page-visible';

/**
 * Marks the visitor's messages read once they are in front of the person who has the chat (the visitor then sees
 * "Seen"): when a new one arrives in view, or when the tab comes back to the front.
 */
export function useReadMark(sessionId: string, enabled: boolean, lastVisitorId: number, agentReadId: number) {
  const visible = usePageVisible();
  const sent = useRef(0);
  useEffect(() => {
    if (!enabled || !visible || lastVisitorId <= agentReadId || lastVisitorId <= sent.current) return;
    sent.current = lastVisitorId;
    sendRead(sessionId, lastVisitorId);
  }, [sessionId, enabled, visible, lastVisitorId, agentReadId]);
}
