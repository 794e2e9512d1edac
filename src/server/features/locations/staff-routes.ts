import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationsApi } from '../../../contracts/property-managers';
import { managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { succeeded } from '../../lib/succeeded';
import { actorOf, serveRecordChange, serveRecordRemoval } from '../activity';
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
/** /admin-property-managers: the location accounts of the portal. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, locationsApi.list, managersAndAdmins, async (request) => listLocations(app.db, request.query));

  serve(app, locationsApi.get, managersAndAdmins, async (request) =>
    toLocationItem(await requireLocation(app.db, request.params.id, NO_SUCH_LOCATION)),
  );

  serve(app, locationsApi.create, managersAndAdmins, async (request) =>
    toLocationItem(await createPropertyManager(app.db, request.body, app.mail.mailer, actorOf(request), app.events)),
  );

  serveRecordChange(app, locationsApi.update, managersAndAdmins, updateLocation);

  serve(app, locationsApi.updateInstallation, managersAndAdmins, async (request) =>
    toLocationItem(
      await updateInstallationDetails(app.db, request.params.id, request.body, actorOf(request), app.events),
    ),
  );

  serveRecordRemoval(app, locationsApi.remove, managersAndAdmins, deleteLocation);

  serve(app, locationsApi.resetPassword, managersAndAdmins, async (request) =>
    succeeded(resetLocationPassword(app.db, request.params.id, request.body.password, actorOf(request), app.events)),
  );
};
