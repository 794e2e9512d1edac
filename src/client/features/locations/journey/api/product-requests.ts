import { journeyApi } from '../../../../../contracts/partnership';
import { type RequestQuery, requestKind } from './request-kind';

/** A page of every location's product requests (/admin-manager-requests). */
export type ProductRequestPageFilters = RequestQuery<typeof journeyApi.productRequests>;

/** Product requests: `useAnswer` approves, declines or fulfils one. */
export const productRequests = requestKind(journeyApi.productRequests, journeyApi.answerProductRequest);
