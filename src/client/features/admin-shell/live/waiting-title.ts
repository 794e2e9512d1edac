const COUNT_PREFIX = /^\(\d+\) /;

/** The tab title with "(n) " before it while n chats wait, and without it otherwise. */
export function waitingTitle(title: string, waiting: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return waiting > 0 ? `(${waiting}) ${bare}` : bare;
}
