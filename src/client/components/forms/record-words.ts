/** How a dialog words making a new record: "Add Milestone" and "created", or "Record Decision" and "recorded". */
export type CreateWords = { button: string; verb: string; done: string };
export const adding: CreateWords = { button: 'Add', verb: 'create', done: 'created' };
export const creating: CreateWords = { button: 'Create', verb: 'create', done: 'created' };
export const recording: CreateWords = { button: 'Record', verb: 'record', done: 'recorded' };

/**
 * The words of a create-or-edit dialog, named after its record as a title writes it ("Training Data"): "Edit
 * Training Data" or "Add Training Data", "Save Changes" or the same "Add", and the toasts in sentence case
 * ("Training data updated successfully", "Failed to create training data").
 */
export function recordWords(noun: string, editing: boolean, words: CreateWords = adding) {
  const { lower, sentence } = cases(noun);
  return {
    title: editing ? `Edit ${noun}` : `${words.button} ${noun}`,
    submitLabel: editing ? 'Save Changes' : `${words.button} ${noun}`,
    saved: `${sentence} ${editing ? 'updated' : words.done} successfully`,
    failed: `Failed to ${editing ? 'update' : words.verb} ${lower}`,
  };
}

/** The words of deleting a record, named the same way: "Delete Prospect", "Prospect deleted successfully", "Failed to delete prospect". */
export function deleteWords(noun: string) {
  const { lower, sentence } = cases(noun);
  return { title: `Delete ${noun}`, deleted: `${sentence} deleted successfully`, failed: `Failed to delete ${lower}` };
}

/** A title's noun in lower case, and in sentence case. */
function cases(noun: string) {
  const lower = noun.toLowerCase();
  return { lower, sentence: lower.charAt(0).toUpperCase() + lower.slice(1) };
}
