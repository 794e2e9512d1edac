import { navigate } from 'wouter/use-browser-location';
import type { LiveQueueItem } from '../../../../contracts/live-chat';
import { liveChatUrl, waitingChatTag, waitingChatText } from './newly-waiting';

const TITLE = 'A visitor is waiting to chat';

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * A browser notification for a chat that started waiting, when the staff member allowed them and is looking
 * elsewhere (the page itself shows the count and rings). A click brings this tab forward on the chat.
 */
export function notifyWaitingChat(item: LiveQueueItem) {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  const url = liveChatUrl(item.sessionId);
  const options = { body: waitingChatText(item), tag: waitingChatTag(item.sessionId), data: { url } };
  try {
    const notification = new Notification(TITLE, options);
    notification.addEventListener('click', () => {
      window.focus();
      navigate(url);
      notification.close();
    });
  } catch {
    // Phones allow notifications only through the service worker (its click handler opens the chat).
    void navigator.serviceWorker
      ?.getRegistration('/admin')
      .then((registration) => registration?.showNotification(TITLE, options))
      .catch(() => undefined);
  }
}

/**
 * A click on a Web Push notification while the back office is open: the service worker asks this tab to open the
 * chat (public/sw-push.js), which it does without reloading.
 */
export function listenForNotificationClicks(): () => void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!worker) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === 'open-chat' && typeof data.url === 'string' && data.url.startsWith('/admin')) navigate(data.url);
  };
  worker.addEventListener('message', onMessage);
  return () => worker.removeEventListener('message', onMessage);
}
