import { z } from 'zod';
import { searchText } from './fields';
import { pageNumber, pageSize, urlId } from './numbers';

/** `/:id` of a record in a URL. */
export const idParams = z.object({ id: urlId('Id') });

/** A stored record as the API answers it: its id, then its own fields. */
export const storedRecord = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ id: z.number().int(), ...shape });

/**
 * The paging a back-office list endpoint accepts (decision 009): no `page`, the whole filtered list; with it, pages
 * of `size` rows unless `pageSize` asks for others (at most `max`).
 */
export const pagingOf = (size: number, max = 200) => ({
  page: pageNumber.optional(),
  pageSize: pageSize(max).default(size),
});

/** The paging every back-office list endpoint accepts, 25 rows a page unless asked otherwise. */
export const pageParams = pagingOf(25);

/** Paging with the order of the lists sorted by creation time. */
export const paging = {
  ...pageParams,
  sort: z.enum(['newest', 'oldest']).default('newest'),
};

/** A whole-number count for each of `names` (a tally by status, say), as the fields of a `z.object`. */
export const countsOf = <const Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<Name, z.ZodNumber>;

/** A list's search box. */
export const search = searchText;

/** One page of a list and the filter's total. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** A list endpoint's answer (decision 009): the whole filtered list, or one page of it when `page` is asked for. */
export const listOrPage = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageOf(item)]);
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
