import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journeyApi } from '../../../contracts/partnership';
import { managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { actorOf } from '../activity';
import { createDecision, listDecisions, updateDecision } from './journey/decisions';
import { createMilestone, listMilestones, updateMilestone } from './journey/milestones';
import { locationOverview as readOverview } from './journey/overview';
import { createTimelineItem, listTimelineItems, updateTimelineItem } from './journey/timeline-items';
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

// Decision 007: timelines and portal requests for admins and managers.
/** Timeline Management and the screens the journey dialog links to: one location's journey, edited by the team. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A location's list, and a record added to a location, answer 404 for a location that does not exist.
  const location = (id: number) => requireLocation(app.db, id, NO_SUCH_LOCATION);

  serve(app, journeyApi.milestones, managersAndAdmins, async (request) => {
    await location(request.query.locationId);
    return listMilestones(app.db, request.query.locationId);
  });
  serve(app, journeyApi.addMilestone, managersAndAdmins, async (request) => {
    const { locationId, ...input } = request.body;
    await location(locationId);
    return createMilestone(app.db, locationId, input, actorOf(request), app.events);
  });
  serve(app, journeyApi.editMilestone, managersAndAdmins, async (request) =>
    updateMilestone(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.timelineItems, managersAndAdmins, async (request) => {
    await location(request.query.locationId);
    return listTimelineItems(app.db, request.query.locationId);
  });
  serve(app, journeyApi.addTimelineItem, managersAndAdmins, async (request) => {
    const { locationId, ...input } = request.body;
    await location(locationId);
    return createTimelineItem(app.db, locationId, input, actorOf(request), app.events);
  });
  serve(app, journeyApi.editTimelineItem, managersAndAdmins, async (request) =>
    updateTimelineItem(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.decisions, managersAndAdmins, async (request) => {
    await location(request.query.locationId);
    return listDecisions(app.db, request.query.locationId);
  });
  serve(app, journeyApi.addDecision, managersAndAdmins, async (request) => {
    const { locationId, ...input } = request.body;
    await location(locationId);
    return createDecision(app.db, locationId, input, actorOf(request), app.events);
  });
  serve(app, journeyApi.editDecision, managersAndAdmins, async (request) =>
    updateDecision(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.overview, managersAndAdmins, async (request) =>
    readOverview(app.db, await location(request.params.id)),
  );

  serve(app, journeyApi.feedback, managersAndAdmins, async (request) => listPartnershipFeedback(app.db, request.query));
  serve(app, journeyApi.respondToFeedback, managersAndAdmins, async (request) =>
    respondToFeedback(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.brandAssets, managersAndAdmins, async (request) => {
    await location(request.query.locationId);
    return listBrandAssets(app.db, request.query.locationId);
  });
  serve(app, journeyApi.reviewBrandAsset, managersAndAdmins, async (request) =>
    reviewBrandAsset(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.managerInquiries, managersAndAdmins, async (request) =>
    listManagerInquiries(app.db, request.query),
  );
  serve(app, journeyApi.answerManagerInquiry, managersAndAdmins, async (request) =>
    answerManagerInquiry(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.productRequests, managersAndAdmins, async (request) =>
    listProductRequests(app.db, request.query),
  );
  serve(app, journeyApi.answerProductRequest, managersAndAdmins, async (request) =>
    answerProductRequest(app.db, request.params.id, request.body, actorOf(request), app.events),
  );

  serve(app, journeyApi.restocks, managersAndAdmins, async (request) => {
    await location(request.query.locationId);
    return listRestocks(app.db, request.query.locationId);
  });
  serve(app, journeyApi.scheduleRestock, managersAndAdmins, async (request) => {
    await location(request.body.locationId);
    return recordRestock(app.db, request.body, actorOf(request), app.events);
  });
};
