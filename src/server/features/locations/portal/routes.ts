import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../../contracts/fields';
import {
  brandAssetItem,
  brandAssetRequest,
  managerInquiryItem,
  managerInquiryRequest,
  milestoneItem,
  partnershipFeedbackItem,
  partnershipFeedbackRequest,
  productRequestItem,
  productRequestRequest,
  restockItem,
} from '../../../../contracts/partnership';
import { portalOverview } from '../../../../contracts/portal';
import type { Database } from '../../../db/client';
import { routeOptions } from '../../../lib/route-options';
import { portalOf } from '../../../plugins/portal-auth';
import { listDecisions } from '../journey/decisions';
import { listMilestones } from '../journey/milestones';
import { listBrandAssets, submitBrandAsset } from '../requests/brand-assets';
import {
  listManagerInquiries,
  listProductRequests,
  submitManagerInquiry,
  submitProductRequest,
} from '../requests/manager-requests';
import { listPartnershipFeedback, submitPartnershipFeedback } from '../requests/partnership-feedback';
import { listRestocks } from '../requests/restocks';
import { toPortalLocation } from './account';

/** The session's own location, as the portal guard put it on the request. */
type PortalLocationRow = ReturnType<typeof portalOf>;

// The portal's guard admits the session's own location alone; these routes declare no staff roles.
const route = routeOptions({ config: {}, tags: ['property manager portal'], errors: { 400: errorResponse } });

/**
 * The portal's data. Every call works on `request.portal`, the session's own location: no id or code that a
 * client sends can reach another location's records.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * What the manager sends the team (feedback, a meeting or question, a product request): GET `path` lists the
   * location's own with the team's answers, POST `path` sends one, answered 201 with it.
   */
  function requestsToTeam<Body extends z.ZodType>(
    path: string,
    item: z.ZodType,
    read: { summary: string; list(db: Database, filter: { locationId: number }): Promise<unknown[]> },
    send: {
      summary: string;
      body: Body;
      submit(db: Database, location: PortalLocationRow, input: z.output<Body>): Promise<unknown>;
    },
  ) {
    app.get(path, route.read(read.summary, z.array(item)), async (request) =>
      read.list(app.db, { locationId: portalOf(request).id }),
    );
    app.post(path, route.create(send.summary, send.body, item), async (request, reply) =>
      // The body passed `send.body` (the route's schema); the provider cannot name a generic schema's type.
      reply.code(201).send(await send.submit(app.db, portalOf(request), request.body as z.output<Body>)),
    );
  }

  app.get(
    '/api/property-manager/overview',
    route.read('Progress, milestones and counts', portalOverview),
    async (request) => {
      const location = portalOf(request);
      const [milestones, decisions, assets, inquiries, products] = await Promise.all([
        listMilestones(app.db, location.id),
        listDecisions(app.db, location.id),
        listBrandAssets(app.db, location.id),
        listManagerInquiries(app.db, { locationId: location.id }),
        listProductRequests(app.db, { locationId: location.id }),
      ]);
      const open = [...inquiries, ...products].filter(
        (item) => item.status === 'pending' || item.status === 'in_progress',
      );
      return {
        location: toPortalLocation(location),
        milestones,
        decisions: decisions.length,
        brandAssets: assets.length,
        openRequests: open.length,
      };
    },
  );

  app.get(
    '/api/property-manager/milestones',
    route.read('The journey: every milestone', z.array(milestoneItem)),
    async (request) => listMilestones(app.db, portalOf(request).id),
  );

  app.get(
    '/api/property-manager/branding-assets',
    route.read('Brand assets and their approval', z.array(brandAssetItem)),
    async (request) => listBrandAssets(app.db, portalOf(request).id),
  );
  app.post(
    '/api/property-manager/branding-assets',
    {
      ...route.create(
        'Submit a logo (PNG, JPEG or WebP, 512 KB at most) or a colour scheme',
        brandAssetRequest,
        brandAssetItem,
      ),
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => reply.code(201).send(await submitBrandAsset(app.db, portalOf(request).id, request.body)),
  );

  requestsToTeam(
    '/api/property-manager/feedback',
    partnershipFeedbackItem,
    { summary: 'Partnership feedback and the responses', list: listPartnershipFeedback },
    { summary: 'Send partnership feedback', body: partnershipFeedbackRequest, submit: submitPartnershipFeedback },
  );
  requestsToTeam(
    '/api/property-manager/inquiries',
    managerInquiryItem,
    { summary: 'Meeting requests and questions, with the answers', list: listManagerInquiries },
    { summary: 'Request a meeting or ask a question', body: managerInquiryRequest, submit: submitManagerInquiry },
  );
  requestsToTeam(
    '/api/property-manager/product-requests',
    productRequestItem,
    { summary: 'Product requests and the answers', list: listProductRequests },
    { summary: 'Request a product', body: productRequestRequest, submit: submitProductRequest },
  );

  app.get('/api/property-manager/restocks', route.read('Restock dates', z.array(restockItem)), async (request) =>
    listRestocks(app.db, portalOf(request).id),
  );
};
