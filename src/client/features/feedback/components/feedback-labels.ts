import type { FeedbackPriority } from '../../../../contracts/enums';

export const priorityLabels: Record<FeedbackPriority, string> = {
  low: 'Low: a suggestion or a small thing',
  medium: 'Medium: it needs fixing soon',
  high: 'High: it affects people today',
  urgent: 'Urgent: safety or the market is down',
};
