import type { PartnershipFeedbackItem, PartnershipFeedbackRequest } from '../../../../../contracts/partnership';
import { portalCollection } from '../../../../components/portal/portal-query';

/** /api/property-manager/feedback: what the manager sent and the team's responses. */
const feedback = portalCollection<PartnershipFeedbackItem, PartnershipFeedbackRequest>(
  '/api/property-manager/feedback',
);
export const usePortalFeedback = feedback.useList;
export const useSendFeedback = feedback.useSubmit;
