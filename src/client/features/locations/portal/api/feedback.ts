import { useQuery } from '@tanstack/react-query';
import type { PartnershipFeedbackItem, PartnershipFeedbackRequest } from '../../../../../contracts/partnership';
import { portalQuery, usePortalSubmit } from '../../../../components/portal/portal-query';

const path = '/api/property-manager/feedback';

/** GET /api/property-manager/feedback: what the manager sent and the team's responses. */
export const portalFeedbackQuery = () => portalQuery<PartnershipFeedbackItem[]>(path);
export const usePortalFeedback = () => useQuery(portalFeedbackQuery());

export const useSendFeedback = () =>
  usePortalSubmit<PartnershipFeedbackRequest, PartnershipFeedbackItem>(path, [portalFeedbackQuery().queryKey]);
