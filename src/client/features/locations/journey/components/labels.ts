import type { BadgeTone } from '../../../../components/ui/badge';
import { humanize } from '../../../../lib/format';

// Status colours as the brand has them on every screen: waiting amber, in progress blue, done green,
// declined or late red; anything else slate.
const tones: Record<string, BadgeTone> = {
  pending: 'amber',
  new: 'amber',
  in_progress: 'blue',
  in_review: 'blue',
  completed: 'green',
  resolved: 'green',
  approved: 'green',
  fulfilled: 'green',
  delayed: 'red',
  rejected: 'red',
  declined: 'red',
  closed: 'slate',
};

export const journeyTone = (status: string): BadgeTone => tones[status] ?? 'slate';
export const statusLabel = (status: string) => humanize(status);
