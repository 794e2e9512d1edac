import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { userRoles, userStatuses } from '../../../contracts/enums';
import { checkIn, createdAt, id, oneOf, stamp, updatedAt } from './columns';
import { locations } from './locations';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lowercased; the unique index is on lower(email) so case never makes a second account.
    email: varchar('email', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    passwordHash: text('password_hash'),
    role: oneOf('role', 20, userRoles).notNull().default('user'),
    status: oneOf('status', 20, userStatuses).notNull().default('active'),
    lastLogin: stamp('last_login'),
    loginCount: integer('login_count').notNull().default(0),
    profileImage: varchar('profile_image', { length: 500 }),
    phone: varchar('phone', { length: 40 }),
    department: varchar('department', { length: 120 }),
    notes: text('notes'),
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    passwordResetToken: varchar('password_reset_token', { length: 255 }),
    passwordResetExpires: stamp('password_reset_expires'),
    // Property-manager accounts belong to one location (docs/product/back-office.md).
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    checkIn('users_role_check', t.role, userRoles),
    checkIn('users_status_check', t.status, userStatuses),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_location_idx').on(t.locationId),
  ],
);

/** Server-side sessions of staff (userId) and of property managers (locationId); only a token hash is kept. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    sessionToken: varchar('session_token', { length: 128 }).notNull().unique(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_sessions_owner_check', sql`${t.userId} is not null or ${t.locationId} is not null`),
    index('user_sessions_user_idx').on(t.userId),
    index('user_sessions_location_idx').on(t.locationId),
    index('user_sessions_expires_idx').on(t.expiresAt),
  ],
);

export const userActivity = pgTable(
  'user_activity',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    resource: varchar('resource', { length: 100 }).notNull(),
    resourceId: varchar('resource_id', { length: 100 }),
    details: jsonb('details'),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_activity_created_idx').on(t.createdAt.desc()),
    index('user_activity_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
