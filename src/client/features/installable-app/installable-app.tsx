import { Download, X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import type { InstallableAppName } from './install-rules';
import { linkManifest, registerWorker } from './register-worker';
import { useInstallOffer } from './use-install-offer';

const names: Record<InstallableAppName, string> = {
  admin: 'Elevate Back Office',
  'property-manager': 'Elevate Partner Portal',
};

/**
 * Makes the back office or the portal installable: links its manifest, registers the service worker
 * for its scope, and shows the mobile install prompt.
 */
export function InstallableApp({ app }: { app: InstallableAppName }) {
  const offer = useInstallOffer();

  useEffect(() => {
    linkManifest(app);
    void registerWorker();
  }, [app]);

  if (!offer.visible) return null;
  return (
    <section
      aria-label="Install the app"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-slate-200 bg-white p-4 shadow-lift md:hidden"
    >
      <div className="flex items-start gap-3">
        <Download aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-navy-900">Install {names[app]}</h2>
          <p className="mt-1 text-sm text-slate-600">
            Add it to your home screen for one-tap access, full screen, even on a weak connection.
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void offer.install()}>
              Install
            </Button>
            <Button size="sm" variant="outline" onClick={offer.dismiss}>
              Not now
            </Button>
          </div>
        </div>
        <IconButton
          label="Close install prompt"
          icon={X}
          iconClassName="size-4"
          onClick={offer.dismiss}
          className="-m-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
        />
      </div>
    </section>
  );
}
