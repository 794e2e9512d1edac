import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common';
import { successResponse } from '../../../contracts/fields';
import {
  convertProspectRequest,
  convertProspectResponse,
  inquiryProspectResponse,
  prospectItem,
  prospectListQuery,
  prospectListResponse,
  prospectRequest,
  prospectStatusRequest,
  sampleProspectsResponse,
} from '../../../contracts/prospects';
import { changeErrors, managersAndAdmins } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { succeeded } from '../../lib/succeeded';
import { actorOf } from '../activity';
import { convertProspect } from './convert';
import { prospectFromInquiry } from './from-inquiry';
import { addSampleProspects } from './sample-data';
import {
  createProspect,
  deleteProspect,
  listProspects,
  setProspectStatus,
  toProspectItem,
  updateProspect,
} from './service';

// Decision 007: CRM prospects for admins and managers.
const tags = ['crm prospects'];
const route = routeOptions({ config: managersAndAdmins, tags, errors: changeErrors });

/** /admin-crm-prospects: Phase 1 lead tracking and the Phase 2 activation of a portal. */
export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/crm-prospects',
    route.list('Prospects, newest first, with search and filters', prospectListQuery, prospectListResponse),
    async (request) => listProspects(app.db, request.query),
  );

  app.post(
    '/api/admin/crm-prospects',
    route.create('Add a prospect', prospectRequest, prospectItem),
    async (request, reply) => {
      const row = await createProspect(app.db, request.body, actorOf(request));
      return reply.code(201).send(toProspectItem(row));
    },
  );

  app.post(
    '/api/admin/crm-prospects/seed',
    {
      config: managersAndAdmins,
      schema: { tags, summary: 'Add sample prospects', response: { 201: sampleProspectsResponse } },
    },
    async (request, reply) => {
      const rows = await addSampleProspects(app.db, actorOf(request));
      return reply.code(201).send({ success: true as const, count: rows.length, prospects: rows.map(toProspectItem) });
    },
  );

  app.put(
    '/api/admin/crm-prospects/:id',
    route.change('Edit a prospect', prospectRequest, prospectItem),
    async (request) => toProspectItem(await updateProspect(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.patch(
    '/api/admin/crm-prospects/:id/status',
    route.change('Move a prospect through the pipeline', prospectStatusRequest, prospectItem),
    async (request) =>
      toProspectItem(await setProspectStatus(app.db, request.params.id, request.body.status, actorOf(request))),
  );

  app.delete('/api/admin/crm-prospects/:id', route.byId('Delete a prospect', successResponse), async (request) =>
    succeeded(deleteProspect(app.db, request.params.id, actorOf(request))),
  );

  app.post(
    '/api/admin/crm-prospects/:id/convert',
    route.change(
      'Phase 2: create the location account, mark the prospect converted, e-mail the credentials',
      convertProspectRequest,
      convertProspectResponse,
    ),
    async (request) => {
      const location = await convertProspect(
        app.db,
        request.params.id,
        request.body,
        app.mail.mailer,
        actorOf(request),
      );
      return {
        success: true as const,
        propertyManager: { id: location.id, locationName: location.locationName, locationCode: location.locationCode },
      };
    },
  );

  app.post(
    '/api/admin/contact-inquiries/:id/prospect',
    {
      config: managersAndAdmins,
      schema: {
        tags,
        summary: 'Turn a contact inquiry into a prospect',
        params: idParams,
        response: { 201: inquiryProspectResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const prospectId = await prospectFromInquiry(app.db, request.params.id, actorOf(request));
      return reply.code(201).send({ success: true as const, prospectId });
    },
  );
};
