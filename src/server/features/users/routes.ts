import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common';
import { successResponse } from '../../../contracts/fields';
import {
  activityListQuery,
  activityListResponse,
  resetPasswordRequest,
  userFormRequest,
  userItem,
  userListQuery,
  userListResponse,
  userRoleRequest,
  userStatusRequest,
} from '../../../contracts/users';
import { adminsOnly, changeErrors } from '../../lib/route-access';
import { routeOptions } from '../../lib/route-options';
import { succeeded } from '../../lib/succeeded';
import { actorOf, listActivity } from '../activity';
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
const route = routeOptions({
  config: adminsOnly,
  tags: ['users'],
  errors: changeErrors,
});

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    route.list('Users, property managers included', userListQuery, userListResponse),
    async (request) => listUsers(app.db, request.query),
  );

  app.post('/api/admin/users', route.create('Create a user', userFormRequest, userItem), async (request, reply) => {
    return reply.code(201).send(await createUser(app.db, request.body, actorOf(request)));
  });

  app.put('/api/admin/users/:id', route.change('Edit a user', userFormRequest, userItem), async (request) =>
    updateUser(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/users/:id',
    route.byId('Delete a user (no confirmation, docs/product/back-office.md)', successResponse),
    async (request) => succeeded(deleteUser(app.db, request.params.id, actorOf(request))),
  );

  app.patch(
    '/api/admin/users/:id/status',
    route.change('Set a user active, inactive or suspended', userStatusRequest, userItem),
    async (request) => setUserStatus(app.db, request.params.id, request.body.status, actorOf(request)),
  );

  app.patch(
    '/api/admin/users/:id/role',
    route.change('Change a user role', userRoleRequest, userItem),
    async (request) => setUserRole(app.db, request.params.id, request.body.role, actorOf(request)),
  );

  app.post(
    '/api/admin/users/:id/reset-password',
    route.change('Set a new password; the user is signed out everywhere', resetPasswordRequest, successResponse),
    async (request) =>
      succeeded(resetUserPassword(app.db, request.params.id, request.body.newPassword, actorOf(request))),
  );

  app.post(
    '/api/admin/users/:id/require-password-reset',
    route.byId('Require a new password at next login', successResponse),
    async (request) => succeeded(requirePasswordReset(app.db, request.params.id, actorOf(request))),
  );

  app.get(
    '/api/admin/activity',
    route.list('The activity log of every back-office change and sign-in', activityListQuery, activityListResponse),
    async (request) => listActivity(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id/activity',
    {
      config: adminsOnly,
      schema: {
        tags: ['users'],
        summary: "One user's activity",
        params: idParams,
        querystring: activityListQuery,
        response: { 200: activityListResponse },
      },
    },
    async (request) => listActivity(app.db, { ...request.query, userId: request.params.id }),
  );
};
