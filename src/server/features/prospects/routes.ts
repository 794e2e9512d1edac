import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common';
import { errorResponse } from '../../../contracts/fields';
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
import { actorName, actorOf, recordActivity } from '../activity';
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

const ok = z.object({ success: z.literal(true) });
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// Decision 007: CRM prospects for admins and managers.
const managers = { roles: ['admin', 'manager'] as const };
const tags = ['crm prospects'];

/** /admin-crm-prospects: Phase 1 lead tracking and the Phase 2 activation of a portal. */
export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (
    request: Parameters<typeof actorOf>[0],
    action: string,
    id: number,
    details?: Record<string, unknown>,
  ) => recordActivity(app.db, { ...actorOf(request), resource: 'crm_prospect', action, resourceId: id, details });

  app.get(
    '/api/admin/crm-prospects',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Prospects, newest first, with search and filters',
        querystring: prospectListQuery,
        response: { 200: prospectListResponse },
      },
    },
    async (request) => listProspects(app.db, request.query),
  );

  app.post(
    '/api/admin/crm-prospects',
    {
      config: managers,
      schema: { tags, summary: 'Add a prospect', body: prospectRequest, response: { 201: prospectItem, ...errors } },
    },
    async (request, reply) => {
      const row = await createProspect(app.db, request.body);
      await audit(request, 'create', row.id, { locationName: row.locationName });
      return reply.code(201).send(toProspectItem(row));
    },
  );

  app.post(
    '/api/admin/crm-prospects/seed',
    {
      config: managers,
      schema: { tags, summary: 'Add sample prospects', response: { 201: sampleProspectsResponse } },
    },
    async (request, reply) => {
      const rows = await addSampleProspects(app.db);
      await recordActivity(app.db, {
        ...actorOf(request),
        resource: 'crm_prospect',
        action: 'add_sample_data',
        details: { count: rows.length },
      });
      return reply.code(201).send({ success: true as const, count: rows.length, prospects: rows.map(toProspectItem) });
    },
  );

  app.put(
    '/api/admin/crm-prospects/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Edit a prospect',
        params: idParams,
        body: prospectRequest,
        response: { 200: prospectItem, ...errors },
      },
    },
    async (request) => {
      const row = await updateProspect(app.db, request.params.id, request.body);
      await audit(request, 'update', row.id, { locationName: row.locationName });
      return toProspectItem(row);
    },
  );

  app.patch(
    '/api/admin/crm-prospects/:id/status',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Move a prospect through the pipeline',
        params: idParams,
        body: prospectStatusRequest,
        response: { 200: prospectItem, ...errors },
      },
    },
    async (request) => {
      const { before, after } = await setProspectStatus(app.db, request.params.id, request.body.status);
      await audit(request, 'change_status', after.id, { from: before.status, to: after.status });
      return toProspectItem(after);
    },
  );

  app.delete(
    '/api/admin/crm-prospects/:id',
    {
      config: managers,
      schema: { tags, summary: 'Delete a prospect', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const row = await deleteProspect(app.db, request.params.id);
      await audit(request, 'delete', row.id, { locationName: row.locationName });
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/crm-prospects/:id/convert',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Phase 2: create the location account, mark the prospect converted, e-mail the credentials',
        params: idParams,
        body: convertProspectRequest,
        response: { 200: convertProspectResponse, ...errors },
      },
    },
    async (request) => {
      const location = await convertProspect(app.db, request.params.id, request.body, app.mail.mailer);
      await audit(request, 'convert', request.params.id, {
        locationId: location.id,
        locationCode: location.locationCode,
      });
      return {
        success: true as const,
        propertyManager: { id: location.id, locationName: location.locationName, locationCode: location.locationCode },
      };
    },
  );

  app.post(
    '/api/admin/contact-inquiries/:id/prospect',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Turn a contact inquiry into a prospect',
        params: idParams,
        response: { 201: inquiryProspectResponse, ...errors },
      },
    },
    async (request, reply) => {
      const prospectId = await prospectFromInquiry(app.db, request.params.id, actorName(request));
      await audit(request, 'create_from_inquiry', prospectId, { inquiryId: request.params.id });
      return reply.code(201).send({ success: true as const, prospectId });
    },
  );
};
