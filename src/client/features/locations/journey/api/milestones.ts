import { journeyApi, type MilestoneRequest } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { locationRecords } from './location-records';

// Read by location, added with locationId, edited by id without it (docs/product/property-managers-and-journey.md).
export const milestones = locationRecords({
  list: (locationId: number) => call(journeyApi.milestones, { query: { locationId } }),
  listKey: (locationId: number) => keyOf(journeyApi.milestones, { query: { locationId } }),
  add: (body: MilestoneRequest & { locationId: number }) => call(journeyApi.addMilestone, { body }),
  edit: (id: number, body: MilestoneRequest) => call(journeyApi.editMilestone, { params: { id }, body }),
});

export const milestonesQuery = milestones.listQuery;
export const useMilestones = milestones.useList;
export const useUpdateMilestone = milestones.useUpdate;
