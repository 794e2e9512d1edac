import { type DecisionItem, type DecisionRequest, decisionItem } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

export const decisions = locationRecords<DecisionItem, DecisionRequest>('/api/partnership-decisions', decisionItem);

export const decisionsQuery = decisions.listQuery;
export const useDecisions = decisions.useList;
