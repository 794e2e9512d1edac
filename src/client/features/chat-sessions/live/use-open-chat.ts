import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The chat open on /admin-chat, kept in the address (`?chat=<session id>`): a notification opens the page on it,
 * and a reload keeps it open.
 */
export function useOpenChat(): [string | null, (sessionId: string | null) => void] {
  const chat = new URLSearchParams(useSearch()).get('chat');
  const [location, navigate] = useLocation();
  const open = useCallback(
    (sessionId: string | null) =>
      navigate(sessionId ? `${location}?chat=${encodeURIComponent(sessionId)}` : location, { replace: true }),
    [location, navigate],
  );
  return [chat || null, open];
}
