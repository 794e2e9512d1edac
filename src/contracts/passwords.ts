import { text } from './text';

// How long a password must be; how hard it is to guess, and whether it is a known common one, is checked on the
// server only (its dictionaries are too large for the pages).

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
