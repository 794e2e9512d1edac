import { journeyApi } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

/** The installation timeline, by estimated date (undated last), as the server orders it. */
export const timelineItems = locationRecords({
  list: journeyApi.timelineItems,
  add: journeyApi.addTimelineItem,
  edit: journeyApi.editTimelineItem,
});

export const useTimelineItems = timelineItems.useList;
