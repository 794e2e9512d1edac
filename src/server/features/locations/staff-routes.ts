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
import { actorOf } from '../activity';
import { createPropertyManager } from './accounts';
import { updateInstallationDetails } from './installation';
import {
  deleteLocation,
  findLocation,
  listLocations,
  resetLocationPassword,
  toLocationItem,
  updateLocation,
} from './locations';

const ok = z.object({ success: z.literal(true) });
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// Decision 007: property managers and their journey for admins and managers.
const managers = { roles: ['admin', 'manager'] as const };
const tags = ['property managers'];

/** /admin-property-managers: the location accounts of the portal. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const row = await createPropertyManager(app.db, request.body, app.mail.mailer, actorOf(request));
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
    async (request) => toLocationItem(await updateLocation(app.db, request.params.id, request.body, actorOf(request))),
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
    async (request) =>
      toLocationItem(await updateInstallationDetails(app.db, request.params.id, request.body, actorOf(request))),
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
      await deleteLocation(app.db, request.params.id, actorOf(request));
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
      await resetLocationPassword(app.db, request.params.id, request.body.password, actorOf(request));
      return { success: true as const };
    },
  );
};
