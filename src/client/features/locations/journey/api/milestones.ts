import { type MilestoneItem, type MilestoneRequest, milestoneItem } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

// GET /api/partnership-milestones by location, POST with locationId, PUT /{id} without it (docs/product/property-managers-and-journey.md).
export const milestones = locationRecords<MilestoneItem, MilestoneRequest>(
  '/api/partnership-milestones',
  milestoneItem,
);

export const milestonesQuery = milestones.listQuery;
export const useMilestones = milestones.useList;
export const useUpdateMilestone = milestones.useUpdate;
