import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contracts/common';
import type { ProspectItem } from '../../../contracts/prospects';
import {
  contactInquiries,
  crmProspects,
  locationCredentials,
  locations,
  mailOutbox,
  userActivity,
  users,
} from '../../db/schema/index';
import { inquiryBody } from '../../testing/factories';
import { json, setupStaffTestApp } from '../../testing/test-app';
import { addDemoProspects } from './demo';

const { ctx, call } = setupStaffTestApp('manager');

const prospect = (overrides: Record<string, unknown> = {}) => ({
  locationName: 'Harbor Point Towers',
  contactName: 'Rosa Diaz',
  contactEmail: 'Rosa@HarborPoint.example',
  estimatedRevenue: '48000',
  ...overrides,
});

const conversion = (overrides: Record<string, unknown> = {}) => ({
  locationName: 'Harbor Point Towers',
  address: '12 Quay Street',
  propertyManager: 'Rosa Diaz',
  contactEmail: 'rosa@harborpoint.example',
  contactPhone: '(555) 010-2020',
  locationCode: ' lux123 ',
  password: 'Welcome-8h2k9d',
  partnershipStage: 'exploring',
  installationStatus: 'agreement_signed',
  ...overrides,
});

describe('prospects', () => {
  it('adds a prospect with the form defaults, revenue as a number and the e-mail lowercased', async () => {
    const response = await call('POST', '/api/admin/crm-prospects', prospect());
    expect(response.statusCode).toBe(201);
    expect(json<ProspectItem>(response)).toMatchObject({
      facilityType: 'luxury_condos',
      status: 'new_lead',
      priority: 'medium',
      leadSource: 'website',
      estimatedRevenue: 48000,
      contactEmail: 'rosa@harborpoint.example',
      convertedToPropertyManager: false,
    });
  });

  it('refuses missing names, lengths over the entity limits, a bad e-mail and non-numeric revenue', async () => {
    const response = await call(
      'POST',
      '/api/admin/crm-prospects',
      prospect({
        locationName: ' ',
        contactName: 'x'.repeat(101),
        contactEmail: 'not-an-email',
        contactPhone: '1'.repeat(21),
        estimatedRevenue: 'lots',
        estimatedTimeline: 'y'.repeat(51),
        // JavaScript reads 30 February as 2 March; the calendar has no such day.
        nextFollowUpDate: '2027-02-30',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(response).fieldErrors).sort()).toEqual([
      'contactEmail',
      'contactName',
      'contactPhone',
      'estimatedRevenue',
      'estimatedTimeline',
      'locationName',
      'nextFollowUpDate',
    ]);
    expect(await ctx.app.db.select().from(crmProspects)).toHaveLength(0);
  });

  it('searches location, contact name and e-mail, filters status, priority and facility, and pages', async () => {
    await addDemoProspects(ctx.app.db);
    const list = async (query: string) =>
      json<Page<ProspectItem>>(await call('GET', `/api/admin/crm-prospects?page=1&${query}`));
    expect((await list('search=meridian')).items.map((p) => p.locationName)).toEqual(['The Meridian Residences']);
    expect((await list('search=PRIYA')).items.map((p) => p.contactName)).toEqual(['Priya Raman']);
    expect((await list('search=stbrigid.example')).total).toBe(1);
    expect((await list('status=ready_to_activate')).total).toBe(1);
    expect((await list('priority=urgent')).items[0]?.locationName).toBe('St. Brigid Medical Center');
    expect((await list('facilityType=corporate_offices')).total).toBe(2);
    const paged = json<Page<ProspectItem>>(await call('GET', '/api/admin/crm-prospects?page=2&pageSize=4'));
    expect(paged).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(paged.items).toHaveLength(2);
    expect(json<ProspectItem[]>(await call('GET', '/api/admin/crm-prospects'))).toHaveLength(6);
  });

  it('edits, moves through the pipeline to lost, and deletes, each in the activity log', async () => {
    const created = json<ProspectItem>(await call('POST', '/api/admin/crm-prospects', prospect()));
    const edited = await call(
      'PUT',
      `/api/admin/crm-prospects/${created.id}`,
      prospect({ priority: 'urgent', notes: 'Call after the board meeting' }),
    );
    expect(json<ProspectItem>(edited)).toMatchObject({ priority: 'urgent', notes: 'Call after the board meeting' });
    const lost = await call('PATCH', `/api/admin/crm-prospects/${created.id}/status`, { status: 'lost' });
    expect(json<ProspectItem>(lost).status).toBe('lost');
    expect((await call('PATCH', `/api/admin/crm-prospects/${created.id}/status`, { status: 'won' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `/api/admin/crm-prospects/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/crm-prospects/${created.id}`)).statusCode).toBe(404);
    const actions = (await ctx.app.db.select().from(userActivity).where(eq(userActivity.resource, 'crm_prospect'))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(['change_status', 'create', 'delete', 'update']);
  });

  it('converts: the location account, the link, converted, and the welcome e-mail with the credentials', async () => {
    const created = json<ProspectItem>(
      await call('POST', '/api/admin/crm-prospects', prospect({ status: 'ready_to_activate' })),
    );
    const response = await call('POST', `/api/admin/crm-prospects/${created.id}/convert`, conversion());
    expect(response.statusCode).toBe(200);
    const answer = json<{ propertyManager: { id: number; locationName: string; locationCode: string } }>(response);
    expect(answer.propertyManager).toMatchObject({ locationName: 'Harbor Point Towers', locationCode: 'LUX123' });

    const [stored] = await ctx.app.db.select().from(crmProspects).where(eq(crmProspects.id, created.id));
    expect(stored).toMatchObject({
      status: 'converted',
      convertedToPropertyManager: true,
      propertyManagerId: answer.propertyManager.id,
    });
    const [location] = await ctx.app.db.select().from(locations);
    expect(location).toMatchObject({ locationCode: 'LUX123', partnershipStage: 'exploring' });
    const [credentials] = await ctx.app.db.select().from(locationCredentials);
    expect(credentials).toMatchObject({ locationId: location?.id, passwordChangeRequired: true });
    expect(credentials?.passwordHash).not.toContain('Welcome-8h2k9d');
    const [person] = await ctx.app.db.select().from(users).where(eq(users.locationId, answer.propertyManager.id));
    expect(person).toMatchObject({
      role: 'property_manager',
      email: 'rosa@harborpoint.example',
      firstName: 'Rosa',
      lastName: 'Diaz',
    });

    const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'welcome_property_manager'));
    expect(mail?.toAddress).toBe('rosa@harborpoint.example');
    for (const text of ['LUX123', 'Welcome-8h2k9d', '/property-manager']) expect(mail?.textBody).toContain(text);

    const again = await call(
      'POST',
      `/api/admin/crm-prospects/${created.id}/convert`,
      conversion({ locationCode: 'LUX124' }),
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await call('PATCH', `/api/admin/crm-prospects/${created.id}/status`, { status: 'new_lead' })).statusCode,
    ).toBe(409);
  });

  it('stores nothing of a conversion whose location code is taken, and refuses a short password', async () => {
    const first = json<ProspectItem>(await call('POST', '/api/admin/crm-prospects', prospect()));
    const second = json<ProspectItem>(
      await call('POST', '/api/admin/crm-prospects', prospect({ contactEmail: 'b@x.example' })),
    );
    await call('POST', `/api/admin/crm-prospects/${first.id}/convert`, conversion());
    const clash = await call(
      'POST',
      `/api/admin/crm-prospects/${second.id}/convert`,
      conversion({ contactEmail: 'b@x.example' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(json<{ message: string }>(clash).message).toBe('Location code LUX123 is already in use');
    const short = await call(
      'POST',
      `/api/admin/crm-prospects/${second.id}/convert`,
      conversion({ locationCode: 'LUX999', password: 'short' }),
    );
    expect(short.statusCode).toBe(400);
    const [stored] = await ctx.app.db.select().from(crmProspects).where(eq(crmProspects.id, second.id));
    expect(stored).toMatchObject({ convertedToPropertyManager: false, status: 'new_lead', propertyManagerId: null });
    expect(await ctx.app.db.select().from(locations)).toHaveLength(1);
    expect(
      await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'welcome_property_manager')),
    ).toHaveLength(1);
  });

  it('turns a contact inquiry into a prospect once', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: inquiryBody({ facilityType: 'medical', companyName: 'Lakeside Clinic' }),
    });
    const [inquiry] = await ctx.app.db.select({ id: contactInquiries.id }).from(contactInquiries);
    const inquiryId = inquiry!.id;
    const made = await call('POST', `/api/admin/contact-inquiries/${inquiryId}/prospect`);
    expect(made.statusCode).toBe(201);
    const [stored] = await ctx.app.db.select().from(crmProspects);
    expect(stored).toMatchObject({
      locationName: 'Lakeside Clinic',
      facilityType: 'medical_facilities',
      contactInquiryId: inquiryId,
    });
    expect((await call('POST', `/api/admin/contact-inquiries/${inquiryId}/prospect`)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/contact-inquiries/999999/prospect')).statusCode).toBe(404);
  });
});
