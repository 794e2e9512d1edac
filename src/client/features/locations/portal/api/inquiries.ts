import { useQuery } from '@tanstack/react-query';
import type { ManagerInquiryRequest } from '../../../../../contracts/partnership';
import { portalApi } from '../../../../../contracts/portal';
import { call } from '../../../../lib/api';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/**
 * `portalApi.inquiries`: meeting requests and questions, with the team's answers; an open one counts on the
 * overview until the team resolves it, so a new one refreshes both.
 */
export const useInquiries = () => useQuery(endpointQuery(portalApi.inquiries));
export const useSendInquiry = () =>
  useRefreshingMutation(
    (body: ManagerInquiryRequest) => call(portalApi.sendInquiry, { body }),
    [keyOf(portalApi.inquiries), overviewQuery().queryKey],
  );
