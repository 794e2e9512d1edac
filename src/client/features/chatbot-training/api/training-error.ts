import type { TrainingImportResponse } from '../../../../contracts/assistant-admin';
import { ApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';

/** What a success answer that is not JSON means to the training screens (docs/product/training.md). */
export const UNEXPECTED_RESPONSE = 'Unexpected response format from server';

/** The body of a refusal as JSON; undefined when it is not JSON. */
function answerOf(error: ApiError): unknown {
  try {
    return JSON.parse(error.body);
  } catch {
    return undefined;
  }
}

/**
 * The text of a failed training call (docs/product/training.md): the server's message when it sent one,
 * "Server error: {status}" when its answer was not JSON (a proxy's error page, say), else the error itself.
 */
export function trainingErrorMessage(error: unknown): string {
  if (error instanceof ApiError && answerOf(error) === undefined) return `Server error: ${error.status}`;
  return serverMessage(error);
}

/**
 * For a training call's `.catch`: a success answer that is not JSON (`call` cannot read it: a SyntaxError) fails as
 * 'Unexpected response format from server' (docs/product/training.md#training-messages); any other error as it is.
 */
export function unexpectedFormat(error: unknown): never {
  if (error instanceof SyntaxError) throw new Error(UNEXPECTED_RESPONSE);
  throw error;
}

/**
 * A refused file's rows as the import's report: the server refuses a file with a 400 naming each refused row as a
 * field ("row 3", or "file" when the file itself could not be read) with its reasons.
 */
function refusedRows(fieldErrors: Record<string, string[]>): TrainingImportResponse['refused'] {
  return Object.entries(fieldErrors)
    .map(([field, errors]) => ({ row: field === 'file' ? 0 : Number(field.replace(/^row /, '')), errors }))
    .filter((row) => Number.isInteger(row.row))
    .sort((a, b) => a.row - b.row);
}

/**
 * For the import's `.catch`: a file with refused rows comes back as a report of them, which is the import's
 * outcome too. Any other refusal fails with the server's message, or "Server error: {status}" when it sent none; a
 * success that is not JSON as "Server error: 200".
 */
export function refusedImport(error: unknown): TrainingImportResponse {
  if (error instanceof SyntaxError) throw new Error('Server error: 200');
  if (!(error instanceof ApiError)) throw error;
  const refused = error.status === 400 ? refusedRows(error.fieldErrors) : [];
  if (refused.some((row) => row.row > 0)) return { success: false, imported: 0, refused };
  if (refused.length) throw new Error(error.said);
  throw new Error(answerOf(error) !== undefined && error.said ? error.said : `Server error: ${error.status}`);
}
