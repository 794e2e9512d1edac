import { KeyRound, MapPin } from 'lucide-react';
import { useState } from 'react';
import type { PortalLocation } from '../../../../../contracts/portal';
import { stageLabel, stageTone } from '../../../../components/labels/location-labels';
import { LogoutButton } from '../../../../components/layout/logout-button';
import { Badge } from '../../../../components/ui/badge';
import { ChangePasswordDialog } from './change-password-dialog';
import { PortalBrand } from './portal-brand';
import { usePortalSignOut } from './use-portal-sign-out';

/** The dashboard's header (docs/product/portal.md): location name, code, address, stage badge, Logout. */
export function PortalHeader({ location }: { location: PortalLocation }) {
  const signOut = usePortalSignOut();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <header className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <div className="mx-auto max-w-6xl px-4 pb-6 pt-4 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-3">
          <PortalBrand />
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 transition-colors hover:bg-white/10"
              onClick={() => setChangingPassword(true)}
              aria-label="Change password"
            >
              <KeyRound aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Change password</span>
            </button>
            <LogoutButton signOut={signOut} variant="light" size="md" />
          </div>
        </div>
        <ChangePasswordDialog location={location} open={changingPassword} onClose={() => setChangingPassword(false)} />
        <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold wrap-break-word sm:text-3xl">{location.locationName}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-200">
              <span>
                Location code <span className="font-mono font-semibold text-white">{location.locationCode}</span>
              </span>
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="wrap-break-word">{location.address}</span>
              </span>
            </p>
          </div>
          <Badge tone={stageTone[location.partnershipStage] ?? 'slate'} className="px-3 py-1 text-sm">
            Stage: {stageLabel(location.partnershipStage)}
          </Badge>
        </div>
      </div>
    </header>
  );
}
