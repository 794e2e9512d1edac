import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../contracts/fields';
import { installationDetailsRequest } from '../../../contracts/installation';
import {
  createLocationRequest,
  locationItem,
  locationListQuery,
  locationListResponse,
  resetLocationPasswordRequest,
  updateLocationRequest,
} from '../../../contracts/property-managers';
import { routeOptions } from '../../lib/route-options';
import { succeeded } from '../../lib/succeeded';
import { actorOf } from '../activity';
import { createPropertyManager } from './accounts';
import { updateInstallationDetails } from './installation';
import {
  deleteLocation,
  listLocations,
  NO_SUCH_LOCATION,
  requireLocation,
  resetLocationPassword,
  toLocationItem,
  updateLocation,
} from './locations';

// Decision 007: property managers and their journey for admins and managers.
const route = routeOptions({
  config: { roles: ['admin', 'manager'] as const },
  tags: ['property managers'],
  errors: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
});

/** /admin-property-managers: the location accounts of the portal. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/locations',
    route.list('Location accounts by name', locationListQuery, locationListResponse),
    async (request) => listLocations(app.db, request.query),
  );

  app.get('/api/admin/locations/:id', route.byId('One location', locationItem), async (request) =>
    toLocationItem(await requireLocation(app.db, request.params.id, NO_SUCH_LOCATION)),
  );

  app.post(
    '/api/admin/locations',
    route.create(
      'Create a property manager account; the welcome e-mail carries the credentials',
      createLocationRequest,
      locationItem,
    ),
    async (request, reply) => {
      const row = await createPropertyManager(app.db, request.body, app.mail.mailer, actorOf(request));
      return reply.code(201).send(toLocationItem(row));
    },
  );

  app.put(
    '/api/admin/locations/:id',
    route.change(
      'Edit a location (the code is locked), or set its partnership stage alone',
      updateLocationRequest,
      locationItem,
    ),
    async (request) => toLocationItem(await updateLocation(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/locations/:id/installation',
    route.change(
      "Record the installation's machine, dates and staff notes (every field sent; a blank one is cleared)",
      installationDetailsRequest,
      locationItem,
    ),
    async (request) =>
      toLocationItem(await updateInstallationDetails(app.db, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/api/admin/locations/:id',
    route.byId('Delete a location and its partnership records', successResponse),
    async (request) => succeeded(deleteLocation(app.db, request.params.id, actorOf(request))),
  );

  app.post(
    '/api/admin/locations/:id/reset-password',
    route.change(
      'Set a new temporary portal password; open portal sessions end',
      resetLocationPasswordRequest,
      successResponse,
    ),
    async (request) =>
      succeeded(resetLocationPassword(app.db, request.params.id, request.body.password, actorOf(request))),
  );
};
