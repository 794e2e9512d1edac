import type { z } from 'zod';
import { idParams } from '../../contracts/common';

type Answers = Record<number, z.ZodType>;

/**
 * The options of one area's usual routes (a read, a list, a download, a record created, a record of `:id` read, changed or acted on), built
 * from what the area's routes share: who may call them (`config`), their OpenAPI tags and the error answers a
 * change declares. A routes file then states of each route only its summary and its contracts, and the area's
 * guard or error answers change in one place.
 */
export function routeOptions<Config, Errors extends Answers>(area: { config: Config; tags: string[]; errors: Errors }) {
  const { config, tags, errors } = area;
  return {
    /** A read that takes nothing (counts, stats, the caller's own records). */
    read<Answer extends z.ZodType>(summary: string, answer: Answer) {
      return { config, schema: { tags, summary, response: { 200: answer } } };
    },
    /** A list read with a query string; a bad query is answered by the validation's 400 alone. */
    list<Query extends z.ZodType, Answer extends z.ZodType>(summary: string, querystring: Query, answer: Answer) {
      return { config, schema: { tags, summary, querystring, response: { 200: answer } } };
    },
    /** A file to download, filtered by a query string: the answer is the file, so it has no schema. */
    download<Query extends z.ZodType>(summary: string, querystring: Query) {
      return { config, schema: { tags, summary, querystring } };
    },
    /** A record made from the body, answered 201 with the record. */
    create<Body extends z.ZodType, Item extends z.ZodType>(summary: string, body: Body, item: Item) {
      return { config, schema: { tags, summary, body, response: { 201: item, ...errors } } };
    },
    /** A change of the record `:id` from the body, answered with `answer` (the record, most often). */
    change<Body extends z.ZodType, Answer extends z.ZodType>(summary: string, body: Body, answer: Answer) {
      return { config, schema: { tags, summary, params: idParams, body, response: { 200: answer, ...errors } } };
    },
    /** A read of, or an action on, the record `:id` that takes no body (one record, publish, delete), answered with `answer`. */
    byId<Answer extends z.ZodType>(summary: string, answer: Answer) {
      return { config, schema: { tags, summary, params: idParams, response: { 200: answer, ...errors } } };
    },
  };
}
