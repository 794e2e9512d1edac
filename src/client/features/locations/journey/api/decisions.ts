import { type DecisionRequest, journeyApi } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { locationRecords } from './location-records';

export const decisions = locationRecords({
  list: (locationId: number) => call(journeyApi.decisions, { query: { locationId } }),
  listKey: (locationId: number) => keyOf(journeyApi.decisions, { query: { locationId } }),
  add: (body: DecisionRequest & { locationId: number }) => call(journeyApi.addDecision, { body }),
  edit: (id: number, body: DecisionRequest) => call(journeyApi.editDecision, { params: { id }, body }),
});

export const decisionsQuery = decisions.listQuery;
export const useDecisions = decisions.useList;
