import { journeyApi, type TimelineItemRequest } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { locationRecords } from './location-records';

/** The installation timeline, by estimated date (undated last), as the server orders it. */
export const timelineItems = locationRecords({
  list: (locationId: number) => call(journeyApi.timelineItems, { query: { locationId } }),
  listKey: (locationId: number) => keyOf(journeyApi.timelineItems, { query: { locationId } }),
  add: (body: TimelineItemRequest & { locationId: number }) => call(journeyApi.addTimelineItem, { body }),
  edit: (id: number, body: TimelineItemRequest) => call(journeyApi.editTimelineItem, { params: { id }, body }),
});

export const timelineItemsQuery = timelineItems.listQuery;
export const useTimelineItems = timelineItems.useList;
