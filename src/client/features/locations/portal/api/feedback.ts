import { useQuery } from '@tanstack/react-query';
import type { PartnershipFeedbackRequest } from '../../../../../contracts/partnership';
import { portalApi } from '../../../../../contracts/portal';
import { call } from '../../../../lib/api';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';

/** `portalApi.feedback`: what the manager sent and the team's responses; a new one refreshes the list. */
export const usePortalFeedback = () => useQuery(endpointQuery(portalApi.feedback));
export const useSendFeedback = () =>
  useRefreshingMutation(
    (body: PartnershipFeedbackRequest) => call(portalApi.sendFeedback, { body }),
    [keyOf(portalApi.feedback)],
  );
