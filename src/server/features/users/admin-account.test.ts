import { describe, expect, it } from 'vitest';
import { userSessions, users } from '../../db/schema/index';
import { createUser, login } from '../../testing/staff';
import { setupTestApp } from '../../testing/test-app';
import { upsertStaffAccount } from './admin-account';

const ctx = setupTestApp();

describe('npm run admin (upsertStaffAccount)', () => {
  it('creates an admin who can sign in', async () => {
    const result = await upsertStaffAccount(ctx.app.db, { email: 'New@Elevate.example', password: 'first password' });
    expect(result.created).toBe(true);
    const [user] = await ctx.app.db.select().from(users);
    expect(user).toMatchObject({ email: 'new@elevate.example', role: 'admin', status: 'active' });
    await expect(login(ctx.app, 'new@elevate.example', 'first password')).resolves.toContain('elevate_staff=');
  });

  it('resets a suspended account: active again, new password, every old session ended', async () => {
    const user = await createUser(ctx.app.db, { role: 'manager' });
    await login(ctx.app, user.email);
    await ctx.app.db.update(users).set({ status: 'suspended' });
    const result = await upsertStaffAccount(ctx.app.db, { email: user.email, password: 'brand new password' });
    expect(result).toEqual({ created: false, id: user.id });
    expect(await ctx.app.db.$count(userSessions)).toBe(0);
    const [after] = await ctx.app.db.select().from(users);
    expect(after).toMatchObject({ status: 'active', role: 'manager' });
    await expect(login(ctx.app, user.email, 'brand new password')).resolves.toContain('elevate_staff=');
  });

  it('refuses a password under 12 characters, a common one and one easy to guess (the staff rule)', async () => {
    const upsert = (password: string) => upsertStaffAccount(ctx.app.db, { email: 'a@elevate.example', password });
    await expect(upsert('short pass')).rejects.toThrow('at least 12 characters');
    await expect(upsert('1qaz2wsx3edc')).rejects.toThrow('commonly used password');
    await expect(upsert('aaaaaaaaaaaa')).rejects.toThrow('too easy to guess');
    await expect(upsert('a@elevate.example1')).rejects.toThrow('too easy to guess');
  });
});
