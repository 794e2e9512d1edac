/** The answer of a route that reports only that its work was done: `{ success: true }`, once `work` has settled. */
export async function succeeded(work: PromiseLike<unknown>) {
  await work;
  return { success: true as const };
}
