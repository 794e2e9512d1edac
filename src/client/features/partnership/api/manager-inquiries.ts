import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type ManagerInquiryItem, managerInquiryItem } from '../../../../contracts/partnership';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { overviewQuery } from './overview';
import { getJson, useRefreshingMutation } from './query-helpers';

/** One location's, or every location's when none is given; optionally of one status. */
export type RequestFilter = { locationId?: number; status?: string };

// With no filter the key is a prefix of every filtered one: invalidating it refreshes each list that shows requests.
export const managerInquiriesQuery = (filter: RequestFilter = {}) =>
  queryOptions<ManagerInquiryItem[]>({
    queryKey: ['/api/admin/manager-inquiries', filter],
    queryFn: async () =>
      z.array(managerInquiryItem).parse(await getJson(`/api/admin/manager-inquiries${toQueryString(filter)}`)),
  });

export type InquiryAnswer = {
  id: number;
  locationId: number;
  status: ManagerInquiryItem['status'];
  assignedTo: string;
  resolution: string;
};

/** Assign, answer, set the status or close a meeting request or question; the manager sees the answer. */
export const useAnswerInquiry = () =>
  useRefreshingMutation(
    ({ id, locationId: _location, ...body }: InquiryAnswer) =>
      apiRequest('PUT', `/api/admin/manager-inquiries/${id}`, body),
    ({ locationId }) => [managerInquiriesQuery().queryKey, overviewQuery(locationId).queryKey],
  );
