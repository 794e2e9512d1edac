import { idParams } from './common';
import { endpoint } from './endpoint';
import { changeErrors, successResponse } from './fields';

/** Deletes the record `:id` of a back-office list: answered `{ success: true }`, refused as any change is. */
export const removeById = <const Path extends string>(path: Path, summary: string, tags: readonly string[]) =>
  endpoint({ method: 'DELETE', path, summary, tags, params: idParams, answer: successResponse, errors: changeErrors });
