import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { LocationItem } from '../../../../../contracts/property-managers';
import { PartnershipAdminPage } from '../../components/partnership-admin-page';
import type { RecordScreen } from './location-header';
import { LocationScreen } from './location-screen';

/**
 * The frame of a screen about one location's journey: the back office layout for admins and managers (decision 007),
 * the back button (the timeline goes back to the accounts list, the other screens to the timeline), the location.
 */
export function LocationRecordPage(props: {
  title: string;
  current: RecordScreen;
  /** The screen has tabs, and draws the records bar with them (`LocationRecordsBar`). */
  tabbed?: boolean;
  children: (location: LocationItem) => ReactNode;
}) {
  const { locationId = '' } = useParams<{ locationId: string }>();
  const back =
    props.current === 'timeline'
      ? '/admin-property-managers'
      : `/admin/property-managers/${encodeURIComponent(locationId)}/timeline`;
  return (
    <PartnershipAdminPage title={props.title} back={back}>
      <LocationScreen current={props.current} tabbed={props.tabbed}>
        {props.children}
      </LocationScreen>
    </PartnershipAdminPage>
  );
}
