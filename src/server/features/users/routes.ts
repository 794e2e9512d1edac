import type { FastifyRequest } from 'fastify';
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
import { staffOf } from '../../plugins/staff-auth';
import { actorOf, listActivity, recordActivity } from '../activity';
import {
  createUser,
  deleteUser,
  findUser,
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
  /** Runs a change and writes its activity row. */
  async function change<T>(
    request: FastifyRequest,
    audit: { action: string; resourceId: number | ((result: T) => number); details?: Record<string, unknown> },
    run: () => Promise<T>,
  ): Promise<T> {
    const result = await run();
    await recordActivity(app.db, {
      ...actorOf(request),
      resource: 'user',
      action: audit.action,
      resourceId: typeof audit.resourceId === 'function' ? audit.resourceId(result) : audit.resourceId,
      details: audit.details,
    });
    return result;
  }

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
      reply.code(201);
      return change(
        request,
        {
          action: 'create_user',
          resourceId: (user) => user.id,
          details: { email: request.body.email, role: request.body.role },
        },
        () => createUser(app.db, request.body),
      );
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
    async (request) =>
      change(
        request,
        {
          action: 'update_user',
          resourceId: request.params.id,
          details: { role: request.body.role, status: request.body.status },
        },
        () => updateUser(app.db, request.params.id, request.body),
      ),
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
      const before = await findUser(app.db, request.params.id);
      return change(
        request,
        { action: 'delete_user', resourceId: request.params.id, details: { email: before?.email ?? null } },
        async () => {
          await deleteUser(app.db, request.params.id, staffOf(request).id);
          return { success: true as const };
        },
      );
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
    async (request) =>
      change(
        request,
        { action: 'update_user_status', resourceId: request.params.id, details: { status: request.body.status } },
        () => setUserStatus(app.db, request.params.id, request.body.status),
      ),
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
    async (request) =>
      change(
        request,
        { action: 'update_user_role', resourceId: request.params.id, details: { role: request.body.role } },
        () => setUserRole(app.db, request.params.id, request.body.role),
      ),
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
    async (request) =>
      change(request, { action: 'reset_password', resourceId: request.params.id }, async () => {
        await resetUserPassword(app.db, request.params.id, request.body.newPassword);
        return { success: true as const };
      }),
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
    async (request) =>
      change(request, { action: 'require_password_reset', resourceId: request.params.id }, async () => {
        await requirePasswordReset(app.db, request.params.id);
        return { success: true as const };
      }),
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
