import type { App } from '../app';
import { locationCredentials, locations } from '../db/schema/index';
import { createSession } from '../features/auth';
import { hashPassword } from '../lib/passwords';

let counter = 0;

/**
 * A location whose manager has already chosen their own password, with a live portal session: the Cookie header
 * to send. (Signing in through the API is what the portal tests do; this is for tests about everything else.)
 */
export async function signedInManager(
  app: App,
  overrides: { passwordChangeRequired?: boolean; password?: string } = {},
) {
  counter += 1;
  const [location] = await app.db
    .insert(locations)
    .values({
      locationName: `Test Location ${counter}`,
      locationCode: `TST${String(counter).padStart(3, '0')}`,
      address: '1 Main Street',
      propertyManager: 'Pat Manager',
      contactEmail: `pm-${counter}@elevate.example`,
      contactPhone: '(555) 010-1111',
    })
    .returning();
  if (!location) throw new Error('location not stored');
  await app.db.insert(locationCredentials).values({
    locationId: location.id,
    passwordHash: overrides.password ? await hashPassword(overrides.password) : 'no password: sign-in fails',
    passwordChangeRequired: overrides.passwordChangeRequired ?? false,
  });
  const token = await createSession(app.db, { locationId: location.id }, {});
  return { location, cookie: `elevate_portal=${token}` };
}
