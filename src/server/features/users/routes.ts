import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common';
import { errorResponse } from '../../../contracts/fields';
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

const ok = z.object({ success: z.literal(true) });
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
// User management is for admins only (decision 007): the default of the /api/admin guard.
const admins = { roles: ['admin'] as const };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Users, property managers included',
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        body: userFormRequest,
        response: { 201: userItem, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createUser(app.db, request.body, actorOf(request)));
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Edit a user',
        params: idParams,
        body: userFormRequest,
        response: { 200: userItem, ...errors },
      },
    },
    async (request) => updateUser(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Delete a user (no confirmation, docs/product/back-office.md)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, actorOf(request));
      return { success: true as const };
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Set a user active, inactive or suspended',
        params: idParams,
        body: userStatusRequest,
        response: { 200: userItem, ...errors },
      },
    },
    async (request) => setUserStatus(app.db, request.params.id, request.body.status, actorOf(request)),
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Change a user role',
        params: idParams,
        body: userRoleRequest,
        response: { 200: userItem, ...errors },
      },
    },
    async (request) => setUserRole(app.db, request.params.id, request.body.role, actorOf(request)),
  );

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Set a new password; the user is signed out everywhere',
        params: idParams,
        body: resetPasswordRequest,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await resetUserPassword(app.db, request.params.id, request.body.newPassword, actorOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/require-password-reset',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'Require a new password at next login',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await requirePasswordReset(app.db, request.params.id, actorOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/activity',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: 'The activity log of every back-office change and sign-in',
        querystring: activityListQuery,
        response: { 200: activityListResponse },
      },
    },
    async (request) => listActivity(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id/activity',
    {
      config: admins,
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
