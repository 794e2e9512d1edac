import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contracts/common';
import type { MailLogItem, MailPreview } from '../../../../contracts/mail-log';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const mailLogKey = ['/api/admin/mail'] as const;

export const mailLogQuery = (status: string, page: number, pageSize = 25) =>
  queryOptions<Page<MailLogItem>>({
    queryKey: [...mailLogKey, { status, page, pageSize }],
    queryFn: async () =>
      (await apiRequest('GET', `/api/admin/mail${toQueryString({ status, page, pageSize })}`)).json(),
    placeholderData: keepPreviousData,
  });

export const mailPreviewQuery = (id: number) =>
  queryOptions<MailPreview>({
    queryKey: [...mailLogKey, 'preview', id],
    queryFn: async () => (await apiRequest('GET', `/api/admin/mail/${id}`)).json(),
  });

export const useMailLog = (status: string, page: number) => useQuery(mailLogQuery(status, page));
export const useMailPreview = (id: number) => useQuery(mailPreviewQuery(id));

export function useResendMail() {
  return useRefreshingMutation(
    async (id: number) => (await apiRequest('POST', `/api/admin/mail/${id}/resend`)).json() as Promise<MailLogItem>,
    [mailLogKey],
  );
}
