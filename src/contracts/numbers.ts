import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column, which every id is. */
export const MAX_ID = 2_147_483_647;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The id of a record in a JSON body: a JSON number and nothing else, so `true` is not 1 and `[4]` is not 4. */
export const recordId = (label: string) => wholeNumber(label, 1, MAX_ID);

/** A rating of one to five stars in a JSON body. */
export const rating = () =>
  z.number({ error: 'Rating is 1 to 5' }).int('Rating is 1 to 5').min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5');

/**
 * A whole number in a URL (a path segment or the query string), where every value arrives as text: digits only,
 * so "1e3", "0x10", " 7", "-1" and "true" are refused rather than read as numbers.
 */
export const urlWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
    wholeNumber(label, min, max),
  );

/** The id of a record in a URL. */
export const urlId = (label: string) => urlWholeNumber(label, 1, MAX_ID);

/** The page of a list and its size, in the query string. */
export const pageNumber = urlWholeNumber('Page', 1, 100_000);
export const pageSize = (max: number) => urlWholeNumber('Page size', 1, max);
