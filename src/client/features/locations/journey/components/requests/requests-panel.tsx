import { useState } from 'react';
import { UNPAGED_REQUESTS_CAP } from '../../../../../../contracts/partnership';
import { FilterSelect } from '../../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { useManagerRequests } from '../../api/manager-requests';
import { RecordSection } from '../record-section';
import { AnswerRequestDialog } from './answer-request-dialog';
import {
  type ManagerRequest,
  requestKindLabels,
  requestKinds,
  requestStatusOptions,
  statusOptionLabel,
} from './request-model';
import { RequestsTable } from './requests-table';

/**
 * What one location's property manager asked for (meetings, questions, products) as one list, filtered by kind and
 * status and answered in a dialog: the location's Requests tab. Every location's is /admin-manager-requests.
 */
export function RequestsPanel(props: { locationId: number; title: string }) {
  const { locationId } = props;
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const list = useManagerRequests({ locationId, kind, status });
  useFetchErrorToast(list.isError, 'Failed to fetch requests');
  const [answering, setAnswering] = useState<ManagerRequest | null>(null);
  const prefix = `requests-${locationId}`;
  const shown = list.rows ? `${list.rows.length.toLocaleString('en-US')} shown` : undefined;

  return (
    <RecordSection
      title={props.title}
      description={
        list.capped
          ? `${shown}: the newest ${UNPAGED_REQUESTS_CAP.toLocaleString('en-US')} of a kind; Manager Requests searches them all`
          : shown
      }
      toolbar={
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <FilterSelect
            id={`${prefix}-kind`}
            label="Kind"
            value={kind}
            onChange={setKind}
            options={requestKinds.map((value) => [value, requestKindLabels[value]])}
          />
          <FilterSelect
            id={`${prefix}-status`}
            label="Status"
            value={status}
            onChange={setStatus}
            options={requestStatusOptions.map((value) => [value, statusOptionLabel(value)])}
          />
        </div>
      }
    >
      <RequestsTable
        rows={list.rows}
        loading={list.isFetching}
        empty={kind || status ? 'No requests match these filters' : 'No requests yet'}
        acrossLocations={false}
        onAnswer={setAnswering}
      />
      <AnswerRequestDialog request={answering} onClose={() => setAnswering(null)} />
    </RecordSection>
  );
}
