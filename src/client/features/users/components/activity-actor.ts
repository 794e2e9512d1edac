// Who did it, when it was not someone on staff (the server keeps it in the details): shown in the User column.
const OUTSIDER_KEYS = new Set(['by', 'name']);
const outsiders: Record<string, string> = { visitor: 'visitor', property_manager: 'property manager' };

/** The visitor or property manager a row names as its actor ("Maya Chen (visitor)"), if it names one. */
export const outsiderOf = (details: unknown) => {
  if (!details || typeof details !== 'object') return undefined;
  const { by, name } = details as { by?: unknown; name?: unknown };
  const kind = typeof by === 'string' ? outsiders[by] : undefined;
  if (!kind) return undefined;
  return typeof name === 'string' && name ? `${name} (${kind})` : kind;
};

/** The keys of a row's details that say who its outsider was (shown in the User column, not among the details). */
export const isOutsiderKey = (key: string) => OUTSIDER_KEYS.has(key);
