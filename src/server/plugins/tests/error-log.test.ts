import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { setupTestApp } from '../../testing/test-app';

const lines: string[] = [];
const ctx = setupTestApp({
  truncate: false,
  logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
});

const visitor = inquiryBody({
  firstName: 'Marisol',
  lastName: 'Quintanilla',
  email: 'marisol.quintanilla@harborlofts.example',
  phone: '(555) 010-4477',
});
const personal = [visitor.firstName, visitor.lastName, visitor.email, visitor.phone, '010-4477'];

describe('the log', () => {
  it('prints a failed query without the visitor data it carried', async () => {
    // The database refuses the row, as PostgreSQL does with a constraint, and reports the row in its detail.
    await ctx.app.db.execute(
      sql.raw(`create function refuse_inquiry() returns trigger language plpgsql as $$
        begin
          raise exception 'inquiry refused' using detail = 'Failing row contains (' || new.email || ', ' || new.phone || ')';
        end $$`),
    );
    await ctx.app.db.execute(
      sql.raw(
        'create trigger refuse_inquiry before insert on contact_inquiries for each row execute function refuse_inquiry()',
      ),
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: visitor,
      headers: { 'x-request-id': 'fault-1' },
    });
    expect(response.statusCode).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));

    // Our own fault: one error line with the stack, and the request's own line saying 500.
    const ofRequest = lines
      .filter((line) => line.includes('"fault-1"'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } });
    expect(ofRequest.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [30, 'request'],
    ]);
    expect(ofRequest[0]?.err?.stack).toMatch(/\n\s+at /);
    expect(ofRequest[1]).toMatchObject({ method: 'POST', route: '/api/contact', statusCode: 500 });

    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    const log = errors.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into');
    expect(log).toContain('[redacted]');
    for (const value of personal) expect(log).not.toContain(value);
  });

  it('prints the route of a request, not the search terms of its query string or the values in its path', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    lines.length = 0;
    await ctx.app.inject({ url: `/api/contact?search=${encodeURIComponent(visitor.email)}`, headers: { cookie } });
    await ctx.app.inject({ url: '/api/chat/secret-conversation-key-1234' });
    const log = lines.join('\n');
    expect(log).toContain('/api/contact');
    expect(log).toContain('/api/chat/:sessionId');
    expect(log).not.toContain('marisol');
    expect(log).not.toContain('secret-conversation-key');
  });
});
