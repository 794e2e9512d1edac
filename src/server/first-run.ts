import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedSignIn } from './lib/generated-sign-in';

export type { GeneratedSignIn } from './lib/generated-sign-in';

export const FIRST_RUN_FILE = 'first-run.txt';

function signInLines(signIns: GeneratedSignIn[], siteUrl: string): string[] {
  const lines: string[] = [];
  for (const signIn of signIns) {
    const width = Math.max(...signIn.fields.map(([label]) => label.length)) + 2;
    lines.push('', `${signIn.title}, at ${siteUrl}${signIn.page}`);
    for (const [label, value] of signIn.fields) lines.push(`  ${`${label}:`.padEnd(width)} ${value}`);
    lines.push(`  ${signIn.note}`);
  }
  return lines;
}

/** The file's text: what each password is, and that the file may go once they have been used. */
export function firstRunText(signIns: GeneratedSignIn[], siteUrl: string, at = new Date()): string {
  return [
    `Sign-in details generated at the first start (${at.toISOString()}).`,
    'Delete this file after your first sign-in: the product never reads it.',
    ...signInLines(signIns, siteUrl),
    '',
  ].join('\n');
}

/**
 * The box printed once the server is listening: plain text lines in a frame, readable in any terminal and in a
 * log viewer, with nothing after them until the first request.
 */
export function firstRunBox(signIns: GeneratedSignIn[], siteUrl: string, file: string | undefined): string {
  const lines = [
    'New database: sign-in details, shown only this once.',
    ...signInLines(signIns, siteUrl),
    '',
    ...(file
      ? [`Also written to ${file}`, '(readable by this user only); delete it after your first sign-in.']
      : ['They could not be written to a file: note them now.']),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 4)}+`;
  const framed = (line: string) => `|  ${line.padEnd(width)}  |`;
  return ['', rule, framed(''), ...lines.map(framed), framed(''), rule, ''].join('\n');
}

/**
 * Writes `DATA_DIR/first-run.txt`, created readable and writable by its owner only (mode 0600 from the start, never
 * widened then narrowed); a file left by an earlier first start is replaced. Answers the file's path.
 */
export async function writeFirstRunFile(dataDir: string, text: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.resolve(dataDir, FIRST_RUN_FILE);
  // A new file, so that the mode applies (an existing file would keep its own); `wx` refuses one made meanwhile.
  await rm(file, { force: true });
  await writeFile(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}

type Log = { warn(obj: object, msg?: string): void };

/**
 * Keeps the generated passwords in `DATA_DIR/first-run.txt` when there are any (none when ADMIN_PASSWORD chose the
 * admin's and no demo partner was added). Answers the file's path, or nothing when none was written; a file that
 * cannot be written is logged (its error code only) and the box says so.
 */
export async function keepFirstRun(
  dataDir: string,
  signIns: GeneratedSignIn[],
  siteUrl: string,
  log: Log,
): Promise<string | undefined> {
  if (signIns.length === 0) return undefined;
  try {
    return await writeFirstRunFile(dataDir, firstRunText(signIns, siteUrl));
  } catch (error) {
    log.warn({ code: (error as { code?: unknown }).code }, 'the first-run file could not be written');
    return undefined;
  }
}
