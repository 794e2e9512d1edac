import { useQuery } from '@tanstack/react-query';
import type { MailLogItem, MailPreview } from '../../../../contracts/mail-log';
import { apiRequest } from '../../../lib/api';
import { jsonQuery, pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const mailLogKey = ['/api/admin/mail'] as const;

export const mailLogQuery = (status: string, page: number, pageSize = 25) =>
  pageQuery<MailLogItem>(mailLogKey, '/api/admin/mail', { status, page, pageSize });

export const mailPreviewQuery = (id: number) =>
  jsonQuery<MailPreview>([...mailLogKey, 'preview', id], `/api/admin/mail/${id}`);

export const useMailLog = (status: string, page: number) => useQuery(mailLogQuery(status, page));
export const useMailPreview = (id: number) => useQuery(mailPreviewQuery(id));

export function useResendMail() {
  return useRefreshingMutation(
    async (id: number) => (await apiRequest('POST', `/api/admin/mail/${id}/resend`)).json() as Promise<MailLogItem>,
    [mailLogKey],
  );
}
