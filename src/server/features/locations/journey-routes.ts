import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contracts/fields';
import {
  brandAssetItem,
  brandAssetReviewRequest,
  createDecisionRequest,
  createMilestoneRequest,
  createTimelineItemRequest,
  decisionItem,
  decisionRequest,
  feedbackResponseRequest,
  locationOverview,
  locationQuery,
  managerInquiryAnswer,
  managerInquiryItem,
  managerInquiryListQuery,
  managerInquiryListResponse,
  milestoneItem,
  milestoneRequest,
  optionalLocationQuery,
  partnershipFeedbackItem,
  productRequestAnswer,
  productRequestItem,
  productRequestListQuery,
  productRequestListResponse,
  restockItem,
  restockRequest,
  timelineItem,
  timelineItemRequest,
  UNPAGED_REQUESTS_CAP,
} from '../../../contracts/partnership';
import type { Database } from '../../db/client';
import { routeOptions } from '../../lib/route-options';
import { type Actor, actorOf } from '../activity';
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

const errors = { 400: errorResponse, 404: errorResponse };
// Decision 007: timelines and portal requests for admins and managers.
const managers = { roles: ['admin', 'manager'] as const };
const tags = ['partnership journey'];
const route = routeOptions({ config: managers, tags, errors });

/** One location's records of a kind, read with `?locationId=`; 404 for a location that does not exist. */
const locationList = <Item extends z.ZodType>(summary: string, item: Item) => ({
  config: managers,
  schema: { tags, summary, querystring: locationQuery, response: { 200: z.array(item), ...errors } },
});

/** A list of the managers' requests to the team: searched, filtered and newest first, paged on request. */
const requestList = <Query extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  querystring: Query,
  answer: Answer,
) => ({
  config: managers,
  schema: {
    tags,
    summary,
    description: `Searched, filtered and newest first; with \`page\` one page and the total, without it the whole list (at most ${UNPAGED_REQUESTS_CAP.toLocaleString('en-US')}).`,
    querystring,
    response: { 200: answer, 400: errorResponse },
  },
});

/** Timeline Management and the screens the journey dialog links to: one location's journey, edited by the team. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const location = (id: number) => requireLocation(app.db, id, NO_SUCH_LOCATION);

  /** GET `path?locationId=`: one location's records of a kind, or 404 when there is no such location. */
  function recordsAt<Item extends z.ZodType>(
    path: string,
    summary: string,
    item: Item,
    list: (db: Database, locationId: number) => Promise<z.output<Item>[]>,
  ) {
    app.get(path, locationList(summary, item), async (request) => {
      await location(request.query.locationId);
      return list(app.db, request.query.locationId);
    });
  }

  /** The handler of a change of the record `:id`: the service, given the body and who makes the change. */
  const changeOf =
    <Body, Answer>(change: (db: Database, id: number, body: Body, actor: Actor) => Promise<Answer>) =>
    async (request: { params: { id: number }; body: Body } & Parameters<typeof actorOf>[0]) =>
      change(app.db, request.params.id, request.body, actorOf(request));

  // A list of one location's records, and the create and update of a record, for each kind of journey record.
  function editable<Create extends z.ZodType<{ locationId: number }>, Update extends z.ZodType>(
    path: string,
    records: {
      name: string;
      list(db: Database, locationId: number): Promise<unknown[]>;
      create(
        db: Database,
        locationId: number,
        input: Omit<z.output<Create>, 'locationId'>,
        actor: Actor,
      ): Promise<unknown>;
      update(db: Database, id: number, input: z.output<Update>, actor: Actor): Promise<unknown>;
    },
    contracts: { item: z.ZodType; create: Create; update: Update },
  ) {
    const { name } = records;
    const { item } = contracts;
    recordsAt(path, `A location's ${name}s`, item, records.list);
    app.post(path, route.create(`Add a ${name}`, contracts.create, item), async (request, reply) => {
      // The body passed `contracts.create` (the route's schema); the provider cannot name a generic schema's type.
      const { locationId, ...input } = request.body as z.output<Create>;
      await location(locationId);
      return reply.code(201).send(await records.create(app.db, locationId, input, actorOf(request)));
    });
    app.put(`${path}/:id`, route.change(`Edit a ${name}`, contracts.update, item), async (request) =>
      records.update(app.db, request.params.id, request.body as z.output<Update>, actorOf(request)),
    );
  }

  editable('/api/partnership-milestones', milestoneRecords, {
    item: milestoneItem,
    create: createMilestoneRequest,
    update: milestoneRequest,
  });
  editable('/api/installation-timeline', timelineRecords, {
    item: timelineItem,
    create: createTimelineItemRequest,
    update: timelineItemRequest,
  });
  editable('/api/partnership-decisions', decisionRecords, {
    item: decisionItem,
    create: createDecisionRequest,
    update: decisionRequest,
  });

  app.get(
    '/api/admin/locations/:id/overview',
    route.byId("A location's journey at a glance", locationOverview),
    async (request) => readOverview(app.db, await location(request.params.id)),
  );

  app.get(
    '/api/partnership-feedback',
    route.list(
      'Partnership feedback of one location, or of all',
      optionalLocationQuery,
      z.array(partnershipFeedbackItem),
    ),
    async (request) => listPartnershipFeedback(app.db, request.query),
  );
  app.put(
    '/api/partnership-feedback/:id',
    route.change(
      'Respond to partnership feedback and set its status',
      feedbackResponseRequest,
      partnershipFeedbackItem,
    ),
    changeOf(respondToFeedback),
  );

  recordsAt('/api/branding-assets', "A location's brand assets", brandAssetItem, listBrandAssets);
  app.put(
    '/api/branding-assets/:id/review',
    route.change('Approve or reject a brand asset with a note', brandAssetReviewRequest, brandAssetItem),
    changeOf(reviewBrandAsset),
  );

  app.get(
    '/api/admin/manager-inquiries',
    requestList(
      'Meeting requests and questions from property managers',
      managerInquiryListQuery,
      managerInquiryListResponse,
    ),
    async (request) => listManagerInquiries(app.db, request.query),
  );
  app.put(
    '/api/admin/manager-inquiries/:id',
    route.change('Assign, answer or close a manager request', managerInquiryAnswer, managerInquiryItem),
    changeOf(answerManagerInquiry),
  );

  app.get(
    '/api/admin/product-requests',
    requestList('Product requests from property managers', productRequestListQuery, productRequestListResponse),
    async (request) => listProductRequests(app.db, request.query),
  );
  app.put(
    '/api/admin/product-requests/:id',
    route.change('Answer a product request', productRequestAnswer, productRequestItem),
    changeOf(answerProductRequest),
  );

  recordsAt('/api/admin/restocks', "A location's restocks", restockItem, listRestocks);
  app.post(
    '/api/admin/restocks',
    route.create('Put a restock on the calendar', restockRequest, restockItem),
    async (request, reply) => {
      await location(request.body.locationId);
      return reply.code(201).send(await recordRestock(app.db, request.body, actorOf(request)));
    },
  );
};
