import { text } from './text';

// How long a password must be. How hard it is to guess, and whether it is a known common one, is judged by
// `password-strength.ts`: on the server for every password set, and in the pages' strength meter, which loads it
// on the password screens only (its dictionaries are too large for any first load).

/** Staff passwords open the back office: at least 12 characters (decision 023). */
export const STAFF_PASSWORD_MIN = 12;
/** Portal passwords: at least 8 characters, as the portal's own forms say. */
export const PORTAL_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const password = (min: number) =>
  text('Password')
    .min(min, `Password must be at least ${min} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Portal sign-in trims what is typed, so a portal password that starts or ends with a space could never be used. */
export const PORTAL_PASSWORD_EDGE_SPACE = 'Password cannot start or end with a space';

/** A new staff password, checked as typed (never trimmed). */
export const staffPassword = () => password(STAFF_PASSWORD_MIN);

/** A new portal password, checked as typed (never trimmed) and refused when it starts or ends with a space. */
export const portalPassword = password(PORTAL_PASSWORD_MIN).refine(
  (value) => value === value.trim(),
  PORTAL_PASSWORD_EDGE_SPACE,
);

/** What a new password must be: long enough (and, in `password-strength.ts`, hard enough to guess). */
export type PasswordRule = { minLength: number };
/** Staff accounts: 12 characters at least (decision 023). */
export const STAFF_PASSWORD_RULE: PasswordRule = { minLength: STAFF_PASSWORD_MIN };
/** Portal accounts: the 8 characters the portal's forms ask for. */
export const PORTAL_PASSWORD_RULE: PasswordRule = { minLength: PORTAL_PASSWORD_MIN };

/**
 * What a portal password is judged against besides the dictionaries, by the server and the strength meter alike:
 * the location's own words and the password it replaces (empty at first sign-in, when none is typed).
 */
export function portalPasswordInputs(
  location: { locationCode: string; locationName: string; propertyManager: string; contactEmail: string | null },
  currentPassword: string,
): string[] {
  return [
    location.locationCode,
    location.locationName,
    location.propertyManager,
    location.contactEmail,
    currentPassword,
  ].filter((input): input is string => Boolean(input));
}
