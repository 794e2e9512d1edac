/** The answer to a change of an inquiry or feedback item that does not exist (or was deleted meanwhile). */
export const NO_SUCH_RECORD = 'No such record.';
