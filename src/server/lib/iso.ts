/** A stored time as the API answers it: ISO 8601, or null when there is none. */
export const iso = (date: Date | null) => (date ? date.toISOString() : null);
