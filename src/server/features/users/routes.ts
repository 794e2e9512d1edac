import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersApi } from '../../../contracts/users';
import { adminsOnly } from '../../lib/route-access';
import { serve } from '../../lib/serve';
import { succeeded } from '../../lib/succeeded';
import { actorOf, listActivity, serveRecordChange, serveRecordCreation, serveRecordRemoval } from '../activity';
import {
  createUser,
  deleteUser,
  listUsers,
  requirePasswordReset,
  resetUserPassword,
  setUserRole,
  setUserStatus,
  updateUser,
} from './service';

// User management is for admins only (decision 007): the default of the /api/admin guard.
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, usersApi.list, adminsOnly, async (request) => listUsers(app.db, request.query));
  serveRecordCreation(app, usersApi.create, adminsOnly, createUser);
  serveRecordChange(app, usersApi.update, adminsOnly, updateUser);
  serveRecordRemoval(app, usersApi.remove, adminsOnly, deleteUser);
  serveRecordChange(app, usersApi.setStatus, adminsOnly, setUserStatus, (body) => body.status);
  serveRecordChange(app, usersApi.setRole, adminsOnly, setUserRole, (body) => body.role);
  serve(app, usersApi.resetPassword, adminsOnly, async (request) =>
    succeeded(resetUserPassword(app.db, request.params.id, request.body.newPassword, actorOf(request), app.events)),
  );
  serve(app, usersApi.requirePasswordReset, adminsOnly, async (request) =>
    succeeded(requirePasswordReset(app.db, request.params.id, actorOf(request), app.events)),
  );
  serve(app, usersApi.activity, adminsOnly, async (request) => listActivity(app.db, request.query));
  serve(app, usersApi.userActivity, adminsOnly, async (request) =>
    listActivity(app.db, { ...request.query, userId: request.params.id }),
  );
};
