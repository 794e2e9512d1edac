import { type TimelineItem, type TimelineItemRequest, timelineItem } from '../../../../../contracts/partnership';
import { locationRecords } from './location-records';

/** The installation timeline, by estimated date (undated last), as the server orders it. */
export const timelineItems = locationRecords<TimelineItem, TimelineItemRequest>(
  '/api/installation-timeline',
  timelineItem,
);

export const timelineItemsQuery = timelineItems.listQuery;
export const useTimelineItems = timelineItems.useList;
