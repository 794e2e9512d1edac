import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalApi } from '../../../../contracts/portal';
import { serve } from '../../../lib/serve';
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
import { portalOf } from './portal-guard';

// The portal's guard admits the session's own location alone; these routes declare no staff roles.
const portal = {};

/**
 * The portal's data. Every call works on `request.portal`, the session's own location: no id or code that a
 * client sends can reach another location's records. What the manager sends the team (feedback, a meeting or
 * question, a product request) is listed with the team's answers and sent, answered 201 with it.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, portalApi.overview, portal, async (request) => {
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
  });

  serve(app, portalApi.milestones, portal, async (request) => listMilestones(app.db, portalOf(request).id));

  serve(app, portalApi.brandAssets, portal, async (request) => listBrandAssets(app.db, portalOf(request).id));
  serve(app, portalApi.submitBrandAsset, portal, async (request) =>
    submitBrandAsset(app.db, portalOf(request).id, request.body),
  );

  serve(app, portalApi.feedback, portal, async (request) =>
    listPartnershipFeedback(app.db, { locationId: portalOf(request).id }),
  );
  serve(app, portalApi.sendFeedback, portal, async (request) =>
    submitPartnershipFeedback(app.db, portalOf(request), request.body),
  );

  serve(app, portalApi.inquiries, portal, async (request) =>
    listManagerInquiries(app.db, { locationId: portalOf(request).id }),
  );
  serve(app, portalApi.sendInquiry, portal, async (request) =>
    submitManagerInquiry(app.db, portalOf(request), request.body),
  );

  serve(app, portalApi.productRequests, portal, async (request) =>
    listProductRequests(app.db, { locationId: portalOf(request).id }),
  );
  serve(app, portalApi.requestProduct, portal, async (request) =>
    submitProductRequest(app.db, portalOf(request), request.body),
  );

  serve(app, portalApi.restocks, portal, async (request) => listRestocks(app.db, portalOf(request).id));
};
