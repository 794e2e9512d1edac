import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { BodyOf, Endpoint, HandlerAnswer } from '../../../contracts/endpoint';
import { journeyApi, type locationQuery } from '../../../contracts/partnership';
import type { Database } from '../../db/client';
import { managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import {
  type RecordChange,
  type RecordCreation,
  type RecordEndpoint,
  serveRecordChange,
  serveRecordCreation,
} from '../activity';
import { decisionRecords } from './journey/decisions';
import { milestoneRecords } from './journey/milestones';
import { locationOverview as readOverview } from './journey/overview';
import { timelineRecords } from './journey/timeline-items';
import { NO_SUCH_LOCATION, requireLocation } from './locations';
import { listBrandAssets, reviewBrandAsset } from './requests/brand-assets';
import {
  answerManagerInquiry,
  answerProductRequest,
  listManagerInquiries,
  listProductRequests,
} from './requests/manager-requests';
import { listPartnershipFeedback, respondToFeedback } from './requests/partnership-feedback';
import { listRestocks, recordRestock } from './requests/restocks';

/** A call that lists one location's records (`?locationId=`). */
type LocationList = Endpoint & { query: typeof locationQuery };
/** A call that adds a record to the location its form names (`locationId` in the body). */
type LocationAddition = Endpoint & { body: z.ZodType<{ locationId: number }> };

// Decision 007: timelines and portal requests for admins and managers.
/** Timeline Management and the screens the journey dialog links to: one location's journey, edited by the team. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A location's list, and a record added to a location, answer 404 for a location that does not exist.
  const location = (id: number) => requireLocation(app.db, id, NO_SUCH_LOCATION);

  // The endpoint's query carries the location's id (its type says so); Fastify's request types cannot be read
  // through the generic, hence the cast.
  const serveLocationList = <E extends LocationList>(
    endpoint: E,
    list: (db: Database, locationId: number) => Promise<HandlerAnswer<E>>,
  ) =>
    serve(app, endpoint, managersAndAdmins, async (request) => {
      const { locationId } = request.query as z.output<typeof locationQuery>;
      await location(locationId);
      return list(app.db, locationId);
    });

  const serveAddition = <E extends LocationAddition>(endpoint: E, add: RecordCreation<BodyOf<E>, HandlerAnswer<E>>) =>
    serveRecordCreation(app, endpoint, managersAndAdmins, async (db, input, actor, events) => {
      await location(input.locationId);
      return add(db, input, actor, events);
    });

  /** The three calls of one kind of journey record: a location's list, a record added, one edited by id. */
  const serveKind = <L extends LocationList, A extends LocationAddition, E extends RecordEndpoint>(
    list: L,
    add: A,
    edit: E,
    records: {
      list: (db: Database, locationId: number) => Promise<HandlerAnswer<L>>;
      create: RecordCreation<BodyOf<A>, HandlerAnswer<A>>;
      update: RecordChange<BodyOf<E>, HandlerAnswer<E>>;
    },
  ) => {
    serveLocationList(list, records.list);
    serveAddition(add, records.create);
    serveRecordChange(app, edit, managersAndAdmins, records.update);
  };

  serveKind(journeyApi.milestones, journeyApi.addMilestone, journeyApi.editMilestone, milestoneRecords);
  serveKind(journeyApi.timelineItems, journeyApi.addTimelineItem, journeyApi.editTimelineItem, timelineRecords);
  serveKind(journeyApi.decisions, journeyApi.addDecision, journeyApi.editDecision, decisionRecords);

  serve(app, journeyApi.overview, managersAndAdmins, async (request) =>
    readOverview(app.db, await location(request.params.id)),
  );

  serve(app, journeyApi.feedback, managersAndAdmins, async (request) => listPartnershipFeedback(app.db, request.query));
  serveRecordChange(app, journeyApi.respondToFeedback, managersAndAdmins, respondToFeedback);

  serveLocationList(journeyApi.brandAssets, listBrandAssets);
  serveRecordChange(app, journeyApi.reviewBrandAsset, managersAndAdmins, reviewBrandAsset);

  serve(app, journeyApi.managerInquiries, managersAndAdmins, async (request) =>
    listManagerInquiries(app.db, request.query),
  );
  serveRecordChange(app, journeyApi.answerManagerInquiry, managersAndAdmins, answerManagerInquiry);

  serve(app, journeyApi.productRequests, managersAndAdmins, async (request) =>
    listProductRequests(app.db, request.query),
  );
  serveRecordChange(app, journeyApi.answerProductRequest, managersAndAdmins, answerProductRequest);

  serveLocationList(journeyApi.restocks, listRestocks);
  serveAddition(journeyApi.scheduleRestock, recordRestock);
};
