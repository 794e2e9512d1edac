import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminHomeApi, type TestEmailRequest } from '../../../../contracts/admin-home';
import { mailLogApi } from '../../../../contracts/mail-log';
import { call } from '../../../lib/api';
import { endpointPageQuery, keyOf } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Invalidating this refreshes every page and filter of the log, and the previews. */
export const mailLogKey = keyOf(mailLogApi.list);

export const mailLogQuery = (status: string, page: number, pageSize = 25) =>
  endpointPageQuery(mailLogApi.list, { query: { status, page, pageSize } });

/** One message's preview, kept under the log's key so that a resend refreshes it too. */
export const mailPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...mailLogKey, 'preview', id],
    queryFn: () => call(mailLogApi.preview, { params: { id } }),
  });

/** While a message on the page is still on its way, the page is asked again every few seconds, so its row says how it went. */
export const useMailLog = (status: string, page: number) =>
  useQuery({
    ...mailLogQuery(status, page),
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => mail.status === 'pending' || mail.status === 'sending') ? 5_000 : false,
  });
export const useMailPreview = (id: number) => useQuery(mailPreviewQuery(id));

export function useResendMail() {
  return useRefreshingMutation((id: number) => call(mailLogApi.resend, { params: { id } }), [mailLogKey]);
}

/** `adminHomeApi.testEmail`: the test e-mail is queued, and the log shows it at once. */
export function useSendTestEmail() {
  return useRefreshingMutation((body: TestEmailRequest) => call(adminHomeApi.testEmail, { body }), [mailLogKey]);
}
