import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contracts/fields';
import { portalReviewItem, portalReviewRequest } from '../../../contracts/portal';
import { portalOf } from '../../plugins/portal-auth';
import { listLocationReviews, submitLocationReview } from './portal-reviews';

const tags = ['property manager portal'];
const refused = { 400: errorResponse };

/** The portal's Reviews tab: the manager's own reviews of their location, and a new one (pending until moderated). */
export const portalReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property-manager/reviews',
    { schema: { tags, summary: "The manager's own reviews", response: { 200: z.array(portalReviewItem) } } },
    async (request) => listLocationReviews(app.db, portalOf(request).id),
  );
  app.post(
    '/api/property-manager/reviews',
    {
      schema: {
        tags,
        summary: 'Submit a review (pending until moderated)',
        body: portalReviewRequest,
        response: { 201: portalReviewItem, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitLocationReview(app.db, portalOf(request).id, request.body)),
  );
};
