import type { FeedbackIssueType, FeedbackPriority } from '../../../../contracts/enums';

export const issueTypeLabels: Record<FeedbackIssueType, string> = {
  billing: 'Billing & Payment',
  product: 'Product Issue',
  service: 'Service Request',
  technical: 'Technical Problem',
  other: 'Other',
};

export const priorityLabels: Record<FeedbackPriority, string> = {
  low: 'Low: a suggestion or a small thing',
  medium: 'Medium: it needs fixing soon',
  high: 'High: it affects people today',
  urgent: 'Urgent: safety or the market is down',
};
