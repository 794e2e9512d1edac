import { journeyApi } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

export const decisions = locationRecords({
  list: journeyApi.decisions,
  add: journeyApi.addDecision,
  edit: journeyApi.editDecision,
});

export const useDecisions = decisions.useList;
