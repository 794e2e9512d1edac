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

// The portal's guard admits the session's own location alone; these routes declare no staff roles.
const route = routeOptions({ config: {}, tags: ['property manager portal'], errors: { 400: errorResponse } });

/**
 * The portal's data. Every call works on `request.portal`, the session's own location: no id or code that a
 * client sends can reach another location's records.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/api/property-manager/feedback',
    route.read('Partnership feedback and the responses', z.array(partnershipFeedbackItem)),
    async (request) => listPartnershipFeedback(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/feedback',
    route.create('Send partnership feedback', partnershipFeedbackRequest, partnershipFeedbackItem),
    async (request, reply) =>
      reply.code(201).send(await submitPartnershipFeedback(app.db, portalOf(request), request.body)),
  );

  app.get(
    '/api/property-manager/inquiries',
    route.read('Meeting requests and questions, with the answers', z.array(managerInquiryItem)),
    async (request) => listManagerInquiries(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/inquiries',
    route.create('Request a meeting or ask a question', managerInquiryRequest, managerInquiryItem),
    async (request, reply) => reply.code(201).send(await submitManagerInquiry(app.db, portalOf(request), request.body)),
  );

  app.get(
    '/api/property-manager/product-requests',
    route.read('Product requests and the answers', z.array(productRequestItem)),
    async (request) => listProductRequests(app.db, { locationId: portalOf(request).id }),
  );
  app.post(
    '/api/property-manager/product-requests',
    route.create('Request a product', productRequestRequest, productRequestItem),
    async (request, reply) => reply.code(201).send(await submitProductRequest(app.db, portalOf(request), request.body)),
  );

  app.get('/api/property-manager/restocks', route.read('Restock dates', z.array(restockItem)), async (request) =>
    listRestocks(app.db, portalOf(request).id),
  );
};
