import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { LocationItem } from '../../../../../contracts/property-managers';
import { InstallationBadge, StageBadge } from '../../../../components/labels/location-badges';
import { Card } from '../../../../components/ui/card';
import { ProgressBar } from './progress-bar';

export type RecordScreen = 'timeline' | 'feedback' | 'assets' | 'decisions';

export const locationPath = (id: number, screen: RecordScreen) => `/admin/property-managers/${id}/${screen}`;

/** The location a journey screen is about: who and where, its stage, installation status and progress. */
export function LocationHeader({ location }: { location: LocationItem }) {
  return (
    <Card className="mb-4 p-4 sm:p-6" data-testid="location-header">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-bold text-navy-900 wrap-anywhere">{location.locationName}</h2>
            <span className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-sm text-slate-700">
              {location.locationCode}
            </span>
          </div>
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="wrap-anywhere">{location.address}</span>
          </p>
          <div className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-4">
            <span className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-4 text-slate-500" />
              {location.propertyManager}
            </span>
            <a href={`mailto:${location.contactEmail}`} className="flex items-center gap-2 hover:underline">
              <Mail aria-hidden="true" className="size-4 text-slate-500" />
              <span className="wrap-anywhere">{location.contactEmail}</span>
            </a>
            <a href={`tel:${location.contactPhone}`} className="flex items-center gap-2 hover:underline">
              <Phone aria-hidden="true" className="size-4 text-slate-500" />
              {location.contactPhone}
            </a>
          </div>
        </div>
        <dl className="grid shrink-0 grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm lg:w-80">
          <dt className="font-medium text-slate-600">Stage</dt>
          <dd>
            <StageBadge stage={location.partnershipStage} />
          </dd>
          <dt className="font-medium text-slate-600">Installation</dt>
          <dd>
            <InstallationBadge status={location.installationStatus} />
          </dd>
          <dt className="font-medium text-slate-600">Progress</dt>
          <dd>
            <ProgressBar value={location.progress} label="Partnership progress" />
          </dd>
        </dl>
      </div>
    </Card>
  );
}
