import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contracts/common';
import type { CreateLocationRequest, LocationItem } from '../../../contracts/property-managers';
import { locationCredentials, locations, mailOutbox, userActivity, userSessions, users } from '../../db/schema/index';
import { verifyPassword } from '../../lib/passwords';
import { locationAccountBody } from '../../testing/factories';
import { json, setupStaffTestApp } from '../../testing/test-app';
import { createSession } from '../auth';

const { ctx, call } = setupStaffTestApp('admin');

async function create(overrides: Partial<CreateLocationRequest> = {}) {
  const response = await call('POST', '/api/admin/locations', locationAccountBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<LocationItem>(response);
}

/** An installation update with every field, all blank: the base of the installation tests. */
const complete = {
  machineModel: '',
  machineSerialNumber: '',
  agreementSignedDate: '',
  siteSurveyDate: '',
  installationScheduledDate: '',
  estimatedInstallationDate: '',
  installationCompletedDate: '',
  operationalDate: '',
  notes: '',
};

describe('property manager accounts', () => {
  it('creates the location with the code uppercased, its user row, and the welcome e-mail', async () => {
    const created = await create();
    expect(created).toMatchObject({ locationCode: 'LUX501', progress: 50, passwordChangeRequired: true });
    const [person] = await ctx.app.db.select().from(users).where(eq(users.locationId, created.id));
    expect(person).toMatchObject({ role: 'property_manager', firstName: 'Alan', lastName: 'Brooks' });
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'welcome_property_manager'));
    expect(mails.map((mail) => mail.toAddress)).toEqual(['alan@cedarcourt.example']);
  });

  it('requires every field, refuses a taken code and keeps the first account as it was', async () => {
    const missing = await call('POST', '/api/admin/locations', { locationName: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(missing).fieldErrors)).toEqual(
      expect.arrayContaining([
        'address',
        'propertyManager',
        'contactEmail',
        'contactPhone',
        'locationCode',
        'password',
      ]),
    );
    await create();
    const clash = await call(
      'POST',
      '/api/admin/locations',
      locationAccountBody({ locationCode: 'LUX501 ', contactEmail: 'x@y.example' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(await ctx.app.db.select().from(locations)).toHaveLength(1);
  });

  it('searches name, code and manager, and filters installation status and stage', async () => {
    await create();
    await create({
      locationName: 'Mercy General',
      locationCode: 'MED200',
      propertyManager: 'Ines Ortega',
      contactEmail: 'ines@mercy.example',
      partnershipStage: 'operational',
      installationStatus: 'operational',
    });
    const list = async (query: string) =>
      json<Page<LocationItem>>(await call('GET', `/api/admin/locations?page=1&${query}`));
    expect((await list('search=mercy')).items.map((l) => l.locationCode)).toEqual(['MED200']);
    expect((await list('search=lux5')).items.map((l) => l.locationCode)).toEqual(['LUX501']);
    expect((await list('search=ortega')).total).toBe(1);
    expect((await list('partnershipStage=operational')).items[0]?.progress).toBe(100);
    expect((await list('installationStatus=planning')).items.map((l) => l.locationCode)).toEqual(['LUX501']);
    expect(json<LocationItem[]>(await call('GET', '/api/admin/locations')).map((l) => l.locationName)).toEqual([
      'Cedar Court Condominiums',
      'Mercy General',
    ]);
  });

  it('edits with the code locked, changes the stage alone, and reads one location', async () => {
    const created = await create();
    const locked = await call('PUT', `/api/admin/locations/${created.id}`, { locationCode: 'NEW001' });
    expect(locked.statusCode).toBe(400);
    const edited = await call('PUT', `/api/admin/locations/${created.id}`, {
      locationName: 'Cedar Court',
      address: '77 Cedar Court, Suite 1',
      propertyManager: 'Alan Brooks',
      contactEmail: 'manager@cedarcourt.example',
      contactPhone: '(555) 011-3031',
      installationStatus: 'site_survey_scheduled',
      partnershipStage: 'planning',
    });
    expect(json<LocationItem>(edited)).toMatchObject({ locationName: 'Cedar Court', locationCode: 'LUX501' });
    const [person] = await ctx.app.db.select().from(users).where(eq(users.locationId, created.id));
    expect(person?.email).toBe('manager@cedarcourt.example');
    const staged = await call('PUT', `/api/admin/locations/${created.id}`, { partnershipStage: 'implementation' });
    expect(json<LocationItem>(staged)).toMatchObject({
      partnershipStage: 'implementation',
      progress: 75,
      locationName: 'Cedar Court',
    });
    expect(json<LocationItem>(await call('GET', `/api/admin/locations/${created.id}`)).installationStatus).toBe(
      'site_survey_scheduled',
    );
    expect((await call('GET', '/api/admin/locations/999999')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/locations/${created.id}`, {})).statusCode).toBe(400);
  });

  it('sets, keeps and clears the estimated installation date the portal shows', async () => {
    const created = await create();
    expect(created.estimatedInstallationDate).toBeNull();
    const bad = await call('PUT', `/api/admin/locations/${created.id}`, { estimatedInstallationDate: 'next week' });
    expect(json<{ fieldErrors: Record<string, string[]> }>(bad).fieldErrors.estimatedInstallationDate).toEqual([
      'Use a date like 2026-11-30',
    ]);
    const dated = await call('PUT', `/api/admin/locations/${created.id}`, { estimatedInstallationDate: '2027-01-15' });
    expect(json<LocationItem>(dated).estimatedInstallationDate).toBe('2027-01-15');
    // A stage change alone leaves the date alone; a blank date clears it.
    const staged = await call('PUT', `/api/admin/locations/${created.id}`, { partnershipStage: 'planning' });
    expect(json<LocationItem>(staged).estimatedInstallationDate).toBe('2027-01-15');
    const cleared = await call('PUT', `/api/admin/locations/${created.id}`, { estimatedInstallationDate: '' });
    expect(json<LocationItem>(cleared).estimatedInstallationDate).toBeNull();
  });

  it('records the machine, the dates and the notes of the installation, and clears what is sent blank', async () => {
    const created = await create();
    expect(created.installation).toMatchObject({ machineModel: null, operationalDate: null, notes: null });
    const details = {
      machineModel: ' Elevate SmartMarket 3 ',
      machineSerialNumber: 'EM3-0042',
      agreementSignedDate: '2026-10-01',
      siteSurveyDate: '2026-10-12',
      installationScheduledDate: '2026-12-02',
      estimatedInstallationDate: '2026-12-02',
      installationCompletedDate: '',
      operationalDate: '',
      notes: 'Loading dock closes at 4 pm.',
    };
    const saved = await call('PUT', `/api/admin/locations/${created.id}/installation`, details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<LocationItem>(saved)).toMatchObject({
      estimatedInstallationDate: '2026-12-02',
      installation: {
        machineModel: 'Elevate SmartMarket 3',
        machineSerialNumber: 'EM3-0042',
        siteSurveyDate: '2026-10-12',
        installationCompletedDate: null,
        notes: 'Loading dock closes at 4 pm.',
      },
    });
    const [activity] = await ctx.app.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.action, 'update_installation'));
    expect(activity).toMatchObject({ resource: 'location', resourceId: String(created.id) });

    // Blank fields clear; the account's own fields are untouched.
    const cleared = await call('PUT', `/api/admin/locations/${created.id}/installation`, {
      ...details,
      machineSerialNumber: '',
      notes: '  ',
    });
    expect(json<LocationItem>(cleared)).toMatchObject({
      locationName: 'Cedar Court Condominiums',
      installation: { machineModel: 'Elevate SmartMarket 3', machineSerialNumber: null, notes: null },
    });
  });

  it('refuses installation dates out of order, bad dates, unknown fields and unknown locations', async () => {
    const created = await create();
    const url = `/api/admin/locations/${created.id}/installation`;
    const errors = async (body: object) => {
      const response = await call('PUT', url, { ...complete, ...body });
      expect(response.statusCode).toBe(400);
      return json<{ fieldErrors: Record<string, string[]> }>(response).fieldErrors;
    };
    expect(
      await errors({ agreementSignedDate: '2026-10-01', siteSurveyDate: '2026-09-30', operationalDate: '2026-09-01' }),
    ).toMatchObject({
      siteSurveyDate: ["The site survey can't be before the agreement was signed"],
      operationalDate: ["The market can't be operational before the agreement was signed"],
    });
    expect(await errors({ installationCompletedDate: '2026-12-10', operationalDate: '2026-12-09' })).toMatchObject({
      operationalDate: ["The market can't be operational before it is installed"],
    });
    expect(await errors({ installationCompletedDate: '2026-02-30' })).toMatchObject({
      installationCompletedDate: ['Use a date like 2026-11-30'],
    });
    expect(await errors({ machineModel: 'Model\nTwo', notes: 'x'.repeat(5001) })).toMatchObject({
      machineModel: ['Machine model must be a single line'],
      notes: ['Notes must be at most 5000 characters'],
    });
    expect((await call('PUT', url, { ...complete, locationCode: 'NEW1' })).statusCode).toBe(400);
    expect(await errors({ agreementSignedDate: '0000-01-01' })).toMatchObject({
      agreementSignedDate: ['Use a date like 2026-11-30'],
    });
    // Nothing of a refused request was stored.
    expect(
      json<LocationItem>(await call('GET', `/api/admin/locations/${created.id}`)).installation.siteSurveyDate,
    ).toBeNull();
    expect((await call('PUT', '/api/admin/locations/999999/installation', complete)).statusCode).toBe(404);
  });

  it('refuses an installation update that leaves fields out, so that nothing is wiped by accident', async () => {
    const created = await create();
    const url = `/api/admin/locations/${created.id}/installation`;
    const saved = await call('PUT', url, { ...complete, machineModel: 'SmartMarket 3', notes: 'Dock B' });
    expect(saved.statusCode, saved.body).toBe(200);
    const partial = await call('PUT', url, { operationalDate: '2027-01-05' });
    expect(partial.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(partial).fieldErrors.machineModel).toEqual([
      'Machine model is missing: send it, blank to clear it',
    ]);
    expect(json<LocationItem>(await call('GET', `/api/admin/locations/${created.id}`)).installation).toMatchObject({
      machineModel: 'SmartMarket 3',
      notes: 'Dock B',
      operationalDate: null,
    });
    // null clears as blank does.
    const cleared = await call('PUT', url, { ...complete, machineModel: null, notes: null });
    expect(json<LocationItem>(cleared).installation).toMatchObject({ machineModel: null, notes: null });
  });

  it('resets the password (ending portal sessions) and deletes the account with its user row', async () => {
    const created = await create();
    await createSession(ctx.app.db, { locationId: created.id }, { ipAddress: '127.0.0.1', userAgent: 'test' });
    expect((await call('POST', `/api/admin/locations/${created.id}/reset-password`, { password: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/admin/locations/${created.id}/reset-password`, { password: 'Another-pass-2' }))
        .statusCode,
    ).toBe(200);
    const [credentials] = await ctx.app.db
      .select()
      .from(locationCredentials)
      .where(eq(locationCredentials.locationId, created.id));
    expect(credentials?.passwordChangeRequired).toBe(true);
    expect(await verifyPassword(credentials!.passwordHash, 'Another-pass-2')).toBe(true);
    expect(await ctx.app.db.select().from(userSessions).where(eq(userSessions.locationId, created.id))).toHaveLength(0);

    expect((await call('DELETE', `/api/admin/locations/${created.id}`)).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(users).where(eq(users.locationId, created.id))).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/locations/${created.id}`)).statusCode).toBe(404);
  });
});
