import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common';
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
import { notFound } from '../../lib/domain-error';
import { type Actor, actorOf } from '../activity';
import { createDecision, listDecisions, updateDecision } from './journey/decisions';
import { createMilestone, listMilestones, updateMilestone } from './journey/milestones';
import { locationOverview as readOverview } from './journey/overview';
import { createTimelineItem, listTimelineItems, updateTimelineItem } from './journey/timeline-items';
import { findLocation } from './locations';
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

/** Timeline Management and the screens the journey dialog links to: one location's journey, edited by the team. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function location(id: number) {
    const row = await findLocation(app.db, id);
    if (!row) throw notFound('Failed to fetch location');
    return row;
  }

  // A list of one location's records, and the create and update of a record, for each editable resource.
  function editable<Create extends z.ZodType<{ locationId: number }>, Update extends z.ZodType>(options: {
    path: string;
    resource: string;
    item: z.ZodType;
    create: Create;
    update: Update;
    list: (locationId: number) => Promise<unknown[]>;
    add: (locationId: number, input: Omit<z.output<Create>, 'locationId'>, actor: Actor) => Promise<{ id: number }>;
    change: (id: number, input: z.output<Update>, actor: Actor) => Promise<{ id: number }>;
  }) {
    app.get(
      options.path,
      {
        config: managers,
        schema: {
          tags,
          summary: `A location's ${options.resource.replaceAll('_', ' ')}s`,
          querystring: locationQuery,
          response: { 200: z.array(options.item), ...errors },
        },
      },
      async (request) => {
        await location(request.query.locationId);
        return options.list(request.query.locationId);
      },
    );
    app.post(
      options.path,
      {
        config: managers,
        schema: {
          tags,
          summary: `Add a ${options.resource.replaceAll('_', ' ')}`,
          body: options.create,
          response: { 201: options.item, ...errors },
        },
      },
      async (request, reply) => {
        // The body passed `options.create` (the route's schema); the provider cannot name a generic schema's type.
        const { locationId, ...input } = request.body as z.output<Create>;
        await location(locationId);
        return reply.code(201).send(await options.add(locationId, input, actorOf(request)));
      },
    );
    app.put(
      `${options.path}/:id`,
      {
        config: managers,
        schema: {
          tags,
          summary: `Edit a ${options.resource.replaceAll('_', ' ')}`,
          params: idParams,
          body: options.update,
          response: { 200: options.item, ...errors },
        },
      },
      async (request) => options.change(request.params.id, request.body as z.output<Update>, actorOf(request)),
    );
  }

  editable({
    path: '/api/partnership-milestones',
    resource: 'milestone',
    item: milestoneItem,
    create: createMilestoneRequest,
    update: milestoneRequest,
    list: (id) => listMilestones(app.db, id),
    add: (id, input, actor) => createMilestone(app.db, id, input, actor),
    change: (id, input, actor) => updateMilestone(app.db, id, input, actor),
  });
  editable({
    path: '/api/installation-timeline',
    resource: 'timeline_item',
    item: timelineItem,
    create: createTimelineItemRequest,
    update: timelineItemRequest,
    list: (id) => listTimelineItems(app.db, id),
    add: (id, input, actor) => createTimelineItem(app.db, id, input, actor),
    change: (id, input, actor) => updateTimelineItem(app.db, id, input, actor),
  });
  editable({
    path: '/api/partnership-decisions',
    resource: 'decision',
    item: decisionItem,
    create: createDecisionRequest,
    update: decisionRequest,
    list: (id) => listDecisions(app.db, id),
    add: (id, input, actor) => createDecision(app.db, id, input, actor),
    change: (id, input, actor) => updateDecision(app.db, id, input, actor),
  });

  app.get(
    '/api/admin/locations/:id/overview',
    {
      config: managers,
      schema: {
        tags,
        summary: "A location's journey at a glance",
        params: idParams,
        response: { 200: locationOverview, ...errors },
      },
    },
    async (request) => readOverview(app.db, await location(request.params.id)),
  );

  app.get(
    '/api/partnership-feedback',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Partnership feedback of one location, or of all',
        querystring: optionalLocationQuery,
        response: { 200: z.array(partnershipFeedbackItem) },
      },
    },
    async (request) => listPartnershipFeedback(app.db, request.query),
  );
  app.put(
    '/api/partnership-feedback/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Respond to partnership feedback and set its status',
        params: idParams,
        body: feedbackResponseRequest,
        response: { 200: partnershipFeedbackItem, ...errors },
      },
    },
    async (request) => respondToFeedback(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/branding-assets',
    {
      config: managers,
      schema: {
        tags,
        summary: "A location's brand assets",
        querystring: locationQuery,
        response: { 200: z.array(brandAssetItem), ...errors },
      },
    },
    async (request) => {
      await location(request.query.locationId);
      return listBrandAssets(app.db, request.query.locationId);
    },
  );
  app.put(
    '/api/branding-assets/:id/review',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Approve or reject a brand asset with a note',
        params: idParams,
        body: brandAssetReviewRequest,
        response: { 200: brandAssetItem, ...errors },
      },
    },
    async (request) => reviewBrandAsset(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/manager-inquiries',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Meeting requests and questions from property managers',
        description: `Searched, filtered and newest first; with \`page\` one page and the total, without it the whole list (at most ${UNPAGED_REQUESTS_CAP.toLocaleString('en-US')}).`,
        querystring: managerInquiryListQuery,
        response: { 200: managerInquiryListResponse, 400: errorResponse },
      },
    },
    async (request) => listManagerInquiries(app.db, request.query),
  );
  app.put(
    '/api/admin/manager-inquiries/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Assign, answer or close a manager request',
        params: idParams,
        body: managerInquiryAnswer,
        response: { 200: managerInquiryItem, ...errors },
      },
    },
    async (request) => answerManagerInquiry(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/product-requests',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Product requests from property managers',
        description: `Searched, filtered and newest first; with \`page\` one page and the total, without it the whole list (at most ${UNPAGED_REQUESTS_CAP.toLocaleString('en-US')}).`,
        querystring: productRequestListQuery,
        response: { 200: productRequestListResponse, 400: errorResponse },
      },
    },
    async (request) => listProductRequests(app.db, request.query),
  );
  app.put(
    '/api/admin/product-requests/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Answer a product request',
        params: idParams,
        body: productRequestAnswer,
        response: { 200: productRequestItem, ...errors },
      },
    },
    async (request) => answerProductRequest(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/restocks',
    {
      config: managers,
      schema: {
        tags,
        summary: "A location's restocks",
        querystring: locationQuery,
        response: { 200: z.array(restockItem), ...errors },
      },
    },
    async (request) => {
      await location(request.query.locationId);
      return listRestocks(app.db, request.query.locationId);
    },
  );
  app.post(
    '/api/admin/restocks',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Put a restock on the calendar',
        body: restockRequest,
        response: { 201: restockItem, ...errors },
      },
    },
    async (request, reply) => {
      await location(request.body.locationId);
      return reply.code(201).send(await recordRestock(app.db, request.body, actorOf(request)));
    },
  );
};
