import { journeyApi } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

// Read by location, added with locationId, edited by id without it (docs/product/property-managers-and-journey.md).
export const milestones = locationRecords({
  list: journeyApi.milestones,
  add: journeyApi.addMilestone,
  edit: journeyApi.editMilestone,
});

export const useMilestones = milestones.useList;
export const useUpdateMilestone = milestones.useUpdate;
