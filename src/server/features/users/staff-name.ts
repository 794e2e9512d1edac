/** A staff member's name as stored: first name (what visitors see in a chat) and last name. */
export type StaffName = { firstName: string; lastName: string };

const NAME_MAX = 100;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "Maria Lopez Diaz" -> Maria / Lopez Diaz; one word is a first name alone. */
export function splitName(fullName: string): StaffName {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first.slice(0, NAME_MAX), lastName: rest.join(' ').slice(0, NAME_MAX) };
}

/**
 * A name read from an e-mail address's local part, for an account made without one: "maria.lopez@…" is Maria
 * Lopez, "kai_2@…" is Kai, "admin@…" is Admin. Staff correct it on /admin-users.
 */
export function nameFromEmail(email: string): StaffName {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+-]+/)
    .map((word) => word.replace(/\d+/g, ''))
    .filter(Boolean)
    .map(capitalised);
  return words.length ? splitName(words.join(' ')) : { firstName: 'Team', lastName: 'Member' };
}
