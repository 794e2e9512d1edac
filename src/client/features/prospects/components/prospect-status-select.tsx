import { isOneOf, prospectStatuses } from '../../../../contracts/enums';
import type { ProspectItem } from '../../../../contracts/prospects';
import { withToasts } from '../../../components/forms/with-toasts';
import { useSetProspectStatus } from '../api/prospects';
import { statusLabels } from './prospect-labels';

/** Beyond the spec: move a prospect anywhere in the pipeline from its card; the server refuses some moves. */
export function ProspectStatusSelect({ prospect }: { prospect: ProspectItem }) {
  const setStatus = useSetProspectStatus();
  const id = `prospect-${prospect.id}-status`;
  const move = (status: ProspectItem['status']) =>
    withToasts(
      () => setStatus.mutateAsync({ id: prospect.id, status }),
      () => ({ title: 'Prospect status updated', description: `${prospect.locationName}: ${statusLabels[status]}` }),
      { title: 'Error' },
    );
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        Move {prospect.locationName} to status
      </label>
      <select
        id={id}
        value={prospect.status}
        disabled={setStatus.isPending}
        onChange={(event) => {
          const status = event.target.value;
          if (isOneOf(prospectStatuses, status)) void move(status);
        }}
        className="select-chevron block min-h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white bg-[length:1rem] px-3 pr-9 text-sm sm:min-h-9"
      >
        {prospectStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
