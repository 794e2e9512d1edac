import { useCallback, useState } from 'react';
import { subscribeToWaitingChats } from '../../installable-app';
import { notificationsSupported } from './waiting-notification';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission => (notificationsSupported() ? Notification.permission : 'unsupported');

/**
 * Whether this browser may show notifications, and the request for it (from a click): once allowed, this
 * browser also subscribes to Web Push when the back office's worker is active.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<Permission>(current);
  const ask = useCallback(async () => {
    if (!notificationsSupported()) return;
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') await subscribeToWaitingChats();
  }, []);
  return { permission, ask };
}
