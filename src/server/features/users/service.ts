import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRole, UserStatus } from '../../../contracts/enums';
import type { UserItem, UserListQuery, userFormRequest } from '../../../contracts/users';
import { userListQuery } from '../../../contracts/users';
import type { Database } from '../../db/client';
import { locations, users } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { chosenFilters, searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { requireStrongPassword, STAFF_PASSWORD_RULE } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { present } from '../../lib/present';
import { type Actor, unitOfWork } from '../activity';
import { endUserSessions } from '../auth';

type UserForm = z.output<typeof userFormRequest>;

const columns = {
  user: users,
  locationCode: locations.locationCode,
  locationName: locations.locationName,
  partnershipStage: locations.partnershipStage,
};

type Joined = {
  user: typeof users.$inferSelect;
  locationCode: string | null;
  locationName: string | null;
  partnershipStage: string | null;
};

const toUserItem = ({ user, ...location }: Joined): UserItem => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  status: user.status,
  phone: user.phone,
  department: user.department,
  notes: user.notes,
  lastLogin: user.lastLogin?.toISOString() ?? null,
  loginCount: user.loginCount,
  passwordResetRequired: user.passwordResetRequired,
  createdAt: user.createdAt.toISOString(),
  userType: user.role === 'property_manager' ? 'property_manager' : 'staff',
  ...location,
});

/** Users, property-manager accounts included, searched by e-mail and names, filtered by status and role. */
export async function listUsers(db: Database, input: UserListQuery) {
  const query = userListQuery.parse(input);
  const where = and(
    searchAcross(query.search, [users.email, users.firstName, users.lastName]),
    ...chosenFilters(query, { status: users.status, role: users.role }),
  );
  return pageOf(
    db
      .select(columns)
      .from(users)
      .leftJoin(locations, eq(users.locationId, locations.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    () => db.select({ n: count() }).from(users).where(where),
    query,
    toUserItem,
  );
}

export async function findUser(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(locations, eq(users.locationId, locations.id))
    .where(eq(users.id, id));
  return row ? toUserItem(row) : undefined;
}

async function emailTaken(db: Database, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
  return Boolean(row);
}

/** The last active admin cannot be suspended, demoted or deleted: the back office would lock itself out. */
async function assertNotLastAdmin(
  db: Database,
  id: number,
  change: { role?: string; status?: string; deleting?: boolean },
) {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound('User not found');
  const losesAdmin =
    change.deleting ||
    (change.role !== undefined && change.role !== 'admin') ||
    (change.status !== undefined && change.status !== 'active');
  if (target.role !== 'admin' || target.status !== 'active' || !losesAdmin) return target;
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, id)));
  if ((others?.n ?? 0) === 0) throw invalid('This is the last active admin: make another admin first');
  return target;
}

/**
 * The hash of the password the user form sets, or null when it sets none. Any account of the user list may be made
 * staff later, so every password set here follows the staff rule; it is hashed before the transaction opens, so
 * the transaction stays short.
 */
async function formPasswordHash(form: UserForm) {
  if (!form.password) return null;
  requireStrongPassword(form.password, STAFF_PASSWORD_RULE, 'password', [form.email, form.firstName, form.lastName]);
  return hashPassword(form.password);
}

const logged = (action: string, id: number, details?: Record<string, unknown>) => ({
  resource: 'user',
  action,
  resourceId: id,
  details,
});

/** The columns the user form sets, alike when it creates an account and when it edits one. */
const formColumns = (form: UserForm) => ({
  email: form.email,
  firstName: form.firstName,
  lastName: form.lastName,
  role: form.role,
  status: form.status,
  phone: form.phone ?? null,
  department: form.department ?? null,
  notes: form.notes ?? null,
});

/** A new staff account. */
export async function createUser(db: Database, form: UserForm, actor: Actor, events: DomainEvents) {
  const passwordHash = await formPasswordHash(form);
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    if (await emailTaken(tx, form.email)) throw conflict('A user with this email already exists');
    const [row] = await tx
      .insert(users)
      .values({
        ...formColumns(form),
        passwordHash,
        // Without a password the account needs one set before it can sign in.
        passwordResetRequired: !form.password,
      })
      .returning({ id: users.id });
    const user = present(await findUser(tx, present(row).id));
    record(logged('create_user', user.id, { email: form.email, role: form.role }));
    return user;
  });
}

export async function updateUser(db: Database, id: number, form: UserForm, actor: Actor, events: DomainEvents) {
  const passwordHash = await formPasswordHash(form);
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const target = await assertNotLastAdmin(tx, id, { role: form.role, status: form.status });
    if (target.role === 'property_manager') throw invalid('Property manager accounts are edited with their location');
    if (await emailTaken(tx, form.email, id)) throw conflict('A user with this email already exists');
    await tx
      .update(users)
      .set({
        ...formColumns(form),
        ...(passwordHash ? { passwordHash, passwordResetRequired: false } : {}),
      })
      .where(eq(users.id, id));
    if (form.status !== 'active' || passwordHash) await endUserSessions(tx, id);
    const user = present(await findUser(tx, id));
    record(logged('update_user', id, { role: form.role, status: form.status }));
    return user;
  });
}

export async function setUserStatus(db: Database, id: number, status: UserStatus, actor: Actor, events: DomainEvents) {
  // Suspending yourself would end your own session in the middle of the screen: as deleting, it is someone else's call.
  if (id === actor.userId && status !== 'active') throw invalid('You cannot suspend your own account');
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    await assertNotLastAdmin(tx, id, { status });
    await tx.update(users).set({ status }).where(eq(users.id, id));
    if (status !== 'active') await endUserSessions(tx, id);
    const user = present(await findUser(tx, id));
    record(logged('update_user_status', id, { status }));
    return user;
  });
}

export async function setUserRole(db: Database, id: number, role: UserRole, actor: Actor, events: DomainEvents) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const target = await assertNotLastAdmin(tx, id, { role });
    if (target.role === 'property_manager') throw invalid('A property manager account keeps its role');
    await tx.update(users).set({ role }).where(eq(users.id, id));
    const user = present(await findUser(tx, id));
    record(logged('update_user_role', id, { role }));
    return user;
  });
}

export async function resetUserPassword(
  db: Database,
  id: number,
  newPassword: string,
  actor: Actor,
  events: DomainEvents,
) {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound('User not found');
  requireStrongPassword(newPassword, STAFF_PASSWORD_RULE, 'newPassword', [
    target.email,
    target.firstName,
    target.lastName,
  ]);
  const passwordHash = await hashPassword(newPassword);
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    await tx.update(users).set({ passwordHash, passwordResetRequired: false }).where(eq(users.id, id));
    await endUserSessions(tx, id);
    record(logged('reset_password', id));
  });
}

export async function requirePasswordReset(db: Database, id: number, actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [target] = await tx
      .update(users)
      .set({ passwordResetRequired: true })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!target) throw notFound('User not found');
    record(logged('require_password_reset', id));
  });
}

/** Deletes a user; the log keeps the address it had. Nobody deletes their own account or the last admin. */
export async function deleteUser(db: Database, id: number, actor: Actor, events: DomainEvents) {
  if (id === actor.userId) throw invalid('You cannot delete your own account');
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const before = await findUser(tx, id);
    await assertNotLastAdmin(tx, id, { deleting: true });
    await tx.delete(users).where(eq(users.id, id));
    record(logged('delete_user', id, { email: before?.email ?? null }));
  });
}
