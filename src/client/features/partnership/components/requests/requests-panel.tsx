import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../components/lists/use-fetch-error-toast';
import { useManagerRequests } from '../../api/manager-requests';
import { statusLabel } from '../labels';
import { RecordSection } from '../record-section';
import { AnswerRequestDialog } from './answer-request-dialog';
import { type ManagerRequest, OPEN, requestKindLabels, requestKinds, requestStatusOptions } from './request-model';
import { RequestsTable } from './requests-table';

/**
 * What property managers asked for (meetings, questions, products), filtered by kind and status and answered in a
 * dialog: one location's in its Requests tab, every location's on /admin-manager-requests.
 */
export function RequestsPanel(props: { locationId?: number; title: string; initialStatus: '' | typeof OPEN }) {
  const { locationId } = props;
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<string>(props.initialStatus);
  const list = useManagerRequests({ locationId, kind, status });
  useFetchErrorToast(list.isError, 'Failed to fetch requests');
  const [answering, setAnswering] = useState<ManagerRequest | null>(null);
  const prefix = locationId ? `requests-${locationId}` : 'requests';

  return (
    <RecordSection
      title={props.title}
      description={list.rows ? `${list.rows.length} shown` : undefined}
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
            options={requestStatusOptions.map((value) => [
              value,
              value === OPEN ? 'Open (waiting)' : statusLabel(value),
            ])}
          />
        </div>
      }
    >
      <RequestsTable
        rows={list.rows}
        loading={list.isFetching}
        empty={kind || status ? 'No requests match these filters' : 'No requests yet'}
        acrossLocations={locationId === undefined}
        onAnswer={setAnswering}
      />
      <AnswerRequestDialog request={answering} onClose={() => setAnswering(null)} />
    </RecordSection>
  );
}
