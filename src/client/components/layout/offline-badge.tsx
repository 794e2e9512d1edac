import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Shown while the browser is offline (docs/product/public-site.md). */
export function OfflineBadge() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-badge"
      className="fixed bottom-4 left-4 z-[90] inline-flex items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm font-medium text-white shadow-lift"
    >
      <WifiOff aria-hidden="true" className="size-4 text-warm-400" />
      You are offline
    </div>
  );
}
