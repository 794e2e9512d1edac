import { prospectStatuses } from '../../../../contracts/enums';
import type { ProspectItem } from '../../../../contracts/prospects';
import { StatusSelect } from '../../../components/forms/status-select';
import { withToasts } from '../../../components/forms/with-toasts';
import { useSetProspectStatus } from '../api/prospects';
import { statusLabels } from './prospect-labels';

/** Beyond the spec: move a prospect anywhere in the pipeline from its card; the server refuses some moves. */
export function ProspectStatusSelect({ prospect }: { prospect: ProspectItem }) {
  const setStatus = useSetProspectStatus();
  const move = (status: ProspectItem['status']) =>
    withToasts(
      () => setStatus.mutateAsync({ id: prospect.id, status }),
      () => ({ title: 'Prospect status updated', description: `${prospect.locationName}: ${statusLabels[status]}` }),
      { title: 'Error' },
    );
  return (
    <StatusSelect
      id={`prospect-${prospect.id}-status`}
      label={`Move ${prospect.locationName} to status`}
      statuses={prospectStatuses}
      labelOf={(status) => statusLabels[status]}
      value={prospect.status}
      busy={setStatus.isPending}
      onMove={(status) => void move(status)}
      wrapperClassName="min-w-0"
      className="select-chevron block min-h-11 w-full appearance-none rounded-xl border border-slate-300 bg-white bg-[length:1rem] px-3 pr-9 text-sm sm:min-h-9"
    />
  );
}
