import { humanize } from '../../lib/format';
import type { BadgeTone } from '../ui/badge';

export const stageLabel = (stage: string) => humanize(stage);
export const installationLabel = (status: string) => humanize(status);

export const stageTone: Record<string, BadgeTone> = {
  exploring: 'slate',
  planning: 'amber',
  implementation: 'blue',
  operational: 'green',
};

export const installationTone = (status: string): BadgeTone =>
  status === 'operational' || status === 'installation_completed'
    ? 'green'
    : status.startsWith('installation')
      ? 'blue'
      : status === 'agreement_signed'
        ? 'slate'
        : 'amber';
