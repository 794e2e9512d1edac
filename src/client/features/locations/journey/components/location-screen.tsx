import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { LocationItem } from '../../../../../contracts/property-managers';
import { useFetchErrorToast } from '../../../../components/lists/use-fetch-error-toast';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { parseApiError } from '../../../../lib/api';
import { useLocationDetail } from '../api/location';
import { LocationHeader, type RecordScreen } from './location-header';
import { LocationRecordsBar } from './location-records-bar';

/** The `:locationId` of the route, when it is a positive whole number. */
function useLocationId(): number | null {
  const { locationId = '' } = useParams<{ locationId: string }>();
  return /^[1-9]\d{0,9}$/.test(locationId) ? Number(locationId) : null;
}

/**
 * A screen about one location: loads it, shows its header and the records bar, then the screen itself (a screen
 * with tabs draws the bar itself, its tabs in it: `tabbed`). A location that does not
 * exist toasts "Failed to fetch location" (docs/product/property-managers-and-journey.md) and says so, with the ways back.
 */
export function LocationScreen(props: {
  current: RecordScreen;
  tabbed?: boolean;
  children: (location: LocationItem) => ReactNode;
}) {
  const id = useLocationId();
  const query = useLocationDetail(id ?? 0, id !== null);
  const failed = id === null || query.isError;
  useFetchErrorToast(failed, 'Failed to fetch location');
  if (failed) {
    const missing = id === null || parseApiError(query.error)?.status === 404;
    return <LocationUnavailable missing={missing} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Spinner label="Loading location…" className="py-16" />;
  return (
    <>
      <LocationHeader location={query.data} />
      {props.tabbed ? null : <LocationRecordsBar locationId={query.data.id} current={props.current} />}
      {props.children(query.data)}
    </>
  );
}

function LocationUnavailable({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="location-unavailable">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-navy-900">
        {missing ? 'Location not found' : 'The location could not be loaded'}
      </h2>
      <p className="mt-2 text-slate-600">
        {missing
          ? 'No property manager location has this address. It may have been deleted, or the link is wrong.'
          : 'Check the connection and try again.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {missing ? null : <Button onClick={onRetry}>Try again</Button>}
        <Link href="/admin-property-managers" className={buttonClasses(missing ? 'primary' : 'outline')}>
          Back to Property Managers
        </Link>
        <Link href="/admin-timeline-management" className={buttonClasses('outline')}>
          All timelines
        </Link>
      </div>
    </Card>
  );
}
