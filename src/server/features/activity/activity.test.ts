import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createInquiryRequest } from '../../../contracts/contact';
import { contactInquiries, crmProspects, locations, userActivity, users } from '../../db/schema/index';
import { createLocationRow, inquiryBody } from '../../testing/factories';
import { createUser } from '../../testing/staff';
import { setupStaffTestApp } from '../../testing/test-app';
import { createInquiry } from '../inquiries';

const { ctx, call } = setupStaffTestApp('admin');

// The activity log refuses every row but sign-ins, as a full disk or a dropped connection would at that moment.
const breakTheLog = async () => {
  await ctx.app.db.execute(sql`
    create or replace function refuse_activity() returns trigger language plpgsql as $$
    begin
      if new.action <> 'login' then raise exception 'the activity log is unavailable'; end if;
      return new;
    end $$`);
  await ctx.app.db.execute(
    sql`create trigger refuse_activity before insert on user_activity for each row execute function refuse_activity()`,
  );
};
afterEach(async () => {
  await ctx.app.db.execute(sql`drop trigger if exists refuse_activity on user_activity`);
});

describe('a change and its activity row', () => {
  it('are kept together: with the log refusing, nothing of the change is kept', async () => {
    const location = await createLocationRow(ctx.app.db, { partnershipStage: 'exploring' });
    const colleague = await createUser(ctx.app.db, { role: 'support' });
    const inquiry = await createInquiry(
      ctx.app.db,
      createInquiryRequest.parse(inquiryBody()),
      ctx.app.mail.mailer,
      ctx.app.events,
    );
    await breakTheLog();

    const prospect = await call('POST', '/api/admin/crm-prospects', {
      locationName: 'Harbor Point Towers',
      contactName: 'Rosa Diaz',
      contactEmail: 'rosa@harborpoint.example',
    });
    const stage = await call('PUT', `/api/admin/locations/${location.id}`, { partnershipStage: 'planning' });
    const role = await call('PATCH', `/api/admin/users/${colleague.id}/role`, { role: 'manager' });
    const contacted = await call('PATCH', `/api/contact/${inquiry.id}`, { contacted: true });

    for (const response of [prospect, stage, role, contacted]) expect(response.statusCode, response.body).toBe(500);
    expect(await ctx.app.db.select().from(crmProspects)).toEqual([]);
    const [kept] = await ctx.app.db.select().from(locations).where(eq(locations.id, location.id));
    expect(kept?.partnershipStage).toBe('exploring');
    const [person] = await ctx.app.db.select().from(users).where(eq(users.id, colleague.id));
    expect(person?.role).toBe('support');
    const [asked] = await ctx.app.db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiry.id));
    expect(asked?.contactedAt).toBeNull();
  });

  it('are written together when the log works', async () => {
    const location = await createLocationRow(ctx.app.db, { partnershipStage: 'exploring' });
    const stage = await call('PUT', `/api/admin/locations/${location.id}`, { partnershipStage: 'planning' });
    expect(stage.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(userActivity).where(eq(userActivity.action, 'change_stage'));
    expect(rows).toMatchObject([
      { resource: 'location', resourceId: String(location.id), details: { from: 'exploring', to: 'planning' } },
    ]);
  });
});
