import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common';
import { errorResponse } from '../../../contracts/fields';
import { installationDetailsRequest } from '../../../contracts/installation';
import {
  createLocationRequest,
  locationItem,
  locationListQuery,
  locationListResponse,
  resetLocationPasswordRequest,
  updateLocationRequest,
} from '../../../contracts/property-managers';
import { notFound } from '../../lib/domain-error';
import { actorOf, recordActivity } from '../activity';
import { createLocationAccount } from './accounts';
import { updateInstallationDetails } from './installation';
import {
  deleteLocation,
  findLocation,
  listLocations,
  resetLocationPassword,
  toLocationItem,
  updateLocation,
} from './service';

const ok = z.object({ success: z.literal(true) });
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// Decision 007: property managers and their journey for admins and managers.
const managers = { roles: ['admin', 'manager'] as const };
const tags = ['property managers'];

/** /admin-property-managers: the location accounts of the portal. */
export const propertyManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (
    request: Parameters<typeof actorOf>[0],
    action: string,
    id: number,
    details?: Record<string, unknown>,
  ) => recordActivity(app.db, { ...actorOf(request), resource: 'location', action, resourceId: id, details });

  app.get(
    '/api/admin/locations',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Location accounts by name',
        querystring: locationListQuery,
        response: { 200: locationListResponse },
      },
    },
    async (request) => listLocations(app.db, request.query),
  );

  app.get(
    '/api/admin/locations/:id',
    {
      config: managers,
      schema: { tags, summary: 'One location', params: idParams, response: { 200: locationItem, ...errors } },
    },
    async (request) => {
      const row = await findLocation(app.db, request.params.id);
      if (!row) throw notFound('Failed to fetch location');
      return toLocationItem(row);
    },
  );

  app.post(
    '/api/admin/locations',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Create a property manager account; the welcome e-mail carries the credentials',
        body: createLocationRequest,
        response: { 201: locationItem, ...errors },
      },
    },
    async (request, reply) => {
      const row = await app.db.transaction((tx) => createLocationAccount(tx, request.body, app.mail.mailer));
      app.mail.mailer.kick();
      await audit(request, 'create', row.id, { locationCode: row.locationCode, locationName: row.locationName });
      return reply.code(201).send(toLocationItem(row));
    },
  );

  app.put(
    '/api/admin/locations/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Edit a location (the code is locked), or set its partnership stage alone',
        params: idParams,
        body: updateLocationRequest,
        response: { 200: locationItem, ...errors },
      },
    },
    async (request) => {
      const { before, after } = await updateLocation(app.db, request.params.id, request.body);
      const stageChanged = before.partnershipStage !== after.partnershipStage;
      await audit(
        request,
        stageChanged && Object.keys(request.body).length === 1 ? 'change_stage' : 'update',
        after.id,
        {
          fields: Object.keys(request.body),
          ...(stageChanged ? { from: before.partnershipStage, to: after.partnershipStage } : {}),
        },
      );
      return toLocationItem(after);
    },
  );

  app.put(
    '/api/admin/locations/:id/installation',
    {
      config: managers,
      schema: {
        tags,
        summary: "Record the installation's machine, dates and staff notes (every field sent; a blank one is cleared)",
        params: idParams,
        body: installationDetailsRequest,
        response: { 200: locationItem, ...errors },
      },
    },
    async (request) => {
      const row = await updateInstallationDetails(app.db, request.params.id, request.body);
      await audit(request, 'update_installation', row.id, { fields: Object.keys(request.body) });
      return toLocationItem(row);
    },
  );

  app.delete(
    '/api/admin/locations/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Delete a location and its partnership records',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const row = await deleteLocation(app.db, request.params.id);
      await audit(request, 'delete', row.id, { locationCode: row.locationCode, locationName: row.locationName });
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/locations/:id/reset-password',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Set a new temporary portal password; open portal sessions end',
        params: idParams,
        body: resetLocationPasswordRequest,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const row = await resetLocationPassword(app.db, request.params.id, request.body.password);
      await audit(request, 'reset_password', row.id);
      return { success: true as const };
    },
  );
};
