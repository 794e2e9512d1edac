import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prospectsApi } from '../../../contracts/prospects';
import { managersAndAdmins } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { actorOf, serveRecordChange, serveRecordCreation, serveRecordRemoval } from '../activity';
import { convertProspect } from './convert';
import { prospectFromInquiry } from './from-inquiry';
import { createProspect, deleteProspect, listProspects, setProspectStatus, updateProspect } from './service';

// Decision 007: CRM prospects for admins and managers.
/** /admin-crm-prospects: lead tracking before a portal exists, and activating a location's portal. */
export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, prospectsApi.list, managersAndAdmins, async (request) => listProspects(app.db, request.query));

  serveRecordCreation(app, prospectsApi.create, managersAndAdmins, createProspect);

  serveRecordChange(app, prospectsApi.update, managersAndAdmins, updateProspect);

  serveRecordChange(app, prospectsApi.setStatus, managersAndAdmins, setProspectStatus, (body) => body.status);

  serveRecordRemoval(app, prospectsApi.remove, managersAndAdmins, deleteProspect);

  serve(app, prospectsApi.convert, managersAndAdmins, async (request) => {
    const location = await convertProspect(
      app.db,
      request.params.id,
      request.body,
      app.mail.mailer,
      actorOf(request),
      app.events,
    );
    return {
      success: true as const,
      propertyManager: { id: location.id, locationName: location.locationName, locationCode: location.locationCode },
    };
  });

  serve(app, prospectsApi.fromInquiry, managersAndAdmins, async (request) => ({
    success: true as const,
    prospectId: await prospectFromInquiry(app.db, request.params.id, actorOf(request), app.events),
  }));
};
