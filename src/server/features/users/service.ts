import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRole, UserStatus } from '../../../contracts/enums';
import type { UserItem, UserListQuery, userFormRequest } from '../../../contracts/users';
import { userListQuery } from '../../../contracts/users';
import type { Database } from '../../db/client';
import { locationCredentials, users } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import { searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { requireStrongPassword, STAFF_PASSWORD_RULE } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { present } from '../../lib/present';
import { endUserSessions } from '../auth';

type UserForm = z.output<typeof userFormRequest>;

const columns = {
  user: users,
  locationCode: locationCredentials.locationCode,
  locationName: locationCredentials.locationName,
  partnershipStage: locationCredentials.partnershipStage,
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
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  return pageOf(
    db
      .select(columns)
      .from(users)
      .leftJoin(locationCredentials, eq(users.locationId, locationCredentials.id))
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
    .leftJoin(locationCredentials, eq(users.locationId, locationCredentials.id))
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

/** Any account of the user list may be made staff later, so every password set here follows the staff rule. */
const requireStaffPassword = (form: UserForm) => {
  if (form.password)
    requireStrongPassword(form.password, STAFF_PASSWORD_RULE, 'password', [form.email, form.firstName, form.lastName]);
};

export async function createUser(db: Database, form: UserForm) {
  requireStaffPassword(form);
  if (await emailTaken(db, form.email)) throw conflict('A user with this email already exists');
  const [row] = await db
    .insert(users)
    .values({
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      role: form.role,
      status: form.status,
      phone: form.phone ?? null,
      department: form.department ?? null,
      notes: form.notes ?? null,
      passwordHash: form.password ? await hashPassword(form.password) : null,
      // Without a password the account needs one set before it can sign in.
      passwordResetRequired: !form.password,
    })
    .returning({ id: users.id });
  return present(await findUser(db, present(row).id));
}

export async function updateUser(db: Database, id: number, form: UserForm) {
  const target = await assertNotLastAdmin(db, id, { role: form.role, status: form.status });
  if (target.role === 'property_manager') throw invalid('Property manager accounts are edited with their location');
  if (await emailTaken(db, form.email, id)) throw conflict('A user with this email already exists');
  requireStaffPassword(form);
  await db
    .update(users)
    .set({
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      role: form.role,
      status: form.status,
      phone: form.phone ?? null,
      department: form.department ?? null,
      notes: form.notes ?? null,
      ...(form.password ? { passwordHash: await hashPassword(form.password), passwordResetRequired: false } : {}),
    })
    .where(eq(users.id, id));
  if (form.status !== 'active' || form.password) await endUserSessions(db, id);
  return present(await findUser(db, id));
}

export async function setUserStatus(db: Database, id: number, status: UserStatus) {
  await assertNotLastAdmin(db, id, { status });
  await db.update(users).set({ status }).where(eq(users.id, id));
  if (status !== 'active') await endUserSessions(db, id);
  return present(await findUser(db, id));
}

export async function setUserRole(db: Database, id: number, role: UserRole) {
  const target = await assertNotLastAdmin(db, id, { role });
  if (target.role === 'property_manager') throw invalid('A property manager account keeps its role');
  await db.update(users).set({ role }).where(eq(users.id, id));
  return present(await findUser(db, id));
}

export async function resetUserPassword(db: Database, id: number, newPassword: string) {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound('User not found');
  requireStrongPassword(newPassword, STAFF_PASSWORD_RULE, 'newPassword', [
    target.email,
    target.firstName,
    target.lastName,
  ]);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordResetRequired: false })
    .where(eq(users.id, id));
  await endUserSessions(db, id);
}

export async function requirePasswordReset(db: Database, id: number) {
  const [target] = await db
    .update(users)
    .set({ passwordResetRequired: true })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!target) throw notFound('User not found');
}

export async function deleteUser(db: Database, id: number, actingUserId: number) {
  if (id === actingUserId) throw invalid('You cannot delete your own account');
  await assertNotLastAdmin(db, id, { deleting: true });
  await db.delete(users).where(eq(users.id, id));
}
