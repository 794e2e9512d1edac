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

const tags = ['property manager portal'];
const refused = { 400: errorResponse };

/**
 * The portal's data. Every call works on `request.portal`, the session's own location: no id or code that a
 * client sends can reach another location's records.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property-manager/overview',
    { schema: { tags, summary: 'Progress, milestones and counts', response: { 200: portalOverview } } },
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
    { schema: { tags, summary: 'The journey: every milestone', response: { 200: z.array(milestoneItem) } } },
    async (request) => listMilestones(app.db, portalOf(request).id),
  );

  app.get(
    '/api/property-manager/branding-assets',
    { schema: { tags, summary: 'Brand assets and their approval', response: { 200: z.array(brandAssetItem) } } },
    async (request) => listBrandAssets(app.db, portalOf(request).id),
  );
  app.post(
    '/api/property-manager/branding-assets',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Submit a logo (PNG, JPEG or WebP, 512 KB at most) or a colour scheme',
        body: brandAssetRequest,
        response: { 201: brandAssetItem, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await submitBrandAsset(app.db, portalOf(request).id, request.body)),
  );

  app.get(
    '/api/property-manager/feedback',
    {
      schema: {
        tags,
        summary: 'Partnership feedback and the responses',
        response: { 200: z.array(partnershipFeedbackItem) },
      },
    },
    async (request) => listPartnershipFeedback(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/feedback',
    {
      schema: {
        tags,
        summary: 'Send partnership feedback',
        body: partnershipFeedbackRequest,
        response: { 201: partnershipFeedbackItem, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitPartnershipFeedback(app.db, portalOf(request), request.body)),
  );

  app.get(
    '/api/property-manager/inquiries',
    {
      schema: {
        tags,
        summary: 'Meeting requests and questions, with the answers',
        response: { 200: z.array(managerInquiryItem) },
      },
    },
    async (request) => listManagerInquiries(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/inquiries',
    {
      schema: {
        tags,
        summary: 'Request a meeting or ask a question',
        body: managerInquiryRequest,
        response: { 201: managerInquiryItem, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await submitManagerInquiry(app.db, portalOf(request), request.body)),
  );

  app.get(
    '/api/property-manager/product-requests',
    { schema: { tags, summary: 'Product requests and the answers', response: { 200: z.array(productRequestItem) } } },
    async (request) => listProductRequests(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/product-requests',
    {
      schema: {
        tags,
        summary: 'Request a product',
        body: productRequestRequest,
        response: { 201: productRequestItem, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await submitProductRequest(app.db, portalOf(request), request.body)),
  );

  app.get(
    '/api/property-manager/restocks',
    { schema: { tags, summary: 'Restock dates', response: { 200: z.array(restockItem) } } },
    async (request) => listRestocks(app.db, portalOf(request).id),
  );
};
