import { DAY_MS } from '../../contracts/time';

/** For demo content: a moment `days` ago at a plausible hour (UTC), never later than a minute ago. */
export const demoDaysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(hour, 15 + ((days * 7) % 40), 0, 0);
  return new Date(Math.min(date.getTime(), Date.now() - 60_000));
};
