import { useCallback, useEffect, useState } from 'react';
import { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_DELAY_MS, shouldOfferInstall } from './install-rules';

/** Chromium's install event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isMobile() {
  return window.matchMedia('(max-width: 767px), (pointer: coarse)').matches;
}

function isInstalled() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function wasDismissed() {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The install offer: 3 s after the browser says the app can be installed, on mobile only, not inside the
 * installed app, and not again in this browser session once dismissed.
 */
export function useInstallOffer() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!shouldOfferInstall({ mobile: isMobile(), installed: isInstalled(), dismissed: wasDismissed() })) return;
      clearTimeout(timer);
      timer = setTimeout(() => setOffer(event as BeforeInstallPromptEvent), INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    setOffer(null);
    await offer.prompt();
  }, [offer]);

  const dismiss = useCallback(() => {
    setOffer(null);
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    } catch {
      // Private modes may refuse storage: the offer is simply made again next time.
    }
  }, []);

  return { visible: offer !== null, install, dismiss };
}
