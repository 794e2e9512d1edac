import { journeyApi } from '../../../../../contracts/partnership';
import { type RequestQuery, requestKind } from './request-kind';

/** A page of every location's meeting requests and questions (/admin-manager-requests); `kind` meeting or question. */
export type InquiryPageFilters = RequestQuery<typeof journeyApi.managerInquiries>;

/** Meeting requests and questions: `useAnswer` assigns, answers, sets the status or closes one. */
export const managerInquiries = requestKind(journeyApi.managerInquiries, journeyApi.answerManagerInquiry);
