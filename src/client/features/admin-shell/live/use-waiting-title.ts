import { useEffect } from 'react';
import { waitingTitle } from './waiting-title';

/**
 * "(n) " before the tab title while n chats wait. Pages set their own title as they open, so the count is put back
 * whenever the title changes.
 */
export function useWaitingTitle(waiting: number) {
  useEffect(() => {
    const apply = () => {
      const next = waitingTitle(document.title, waiting);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      const bare = waitingTitle(document.title, 0);
      if (bare !== document.title) document.title = bare;
    };
  }, [waiting]);
}
