import { type FileHandle, mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A message the mail server accepted: its outbox row and Message-ID, and when. */
export type Accepted = { id: number; messageId: string; at: string };

/**
 * The local record of "the mail server accepted this message", written to disk before the database is told.
 * When the database cannot be told (it is down, the process dies), the outcome is still here: it is applied
 * when the database answers again, or after a restart, and a message found here is never sent a second time.
 *
 * One append-only file of JSON lines, written with non-blocking calls. Records that arrive while a write is under
 * way go together in the next write, with one flush to disk for all of them. Once every recorded outcome has
 * reached the database the file is emptied. The file belongs to one running instance (as DATA_DIR does).
 */
export class DeliveryJournal {
  /** Accepted by the mail server, not yet known to be in the database, by Message-ID. */
  private readonly unsettled = new Map<string, Accepted>();
  private buffered: Accepted[] = [];
  private nextWrite: Promise<void> | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private handle: FileHandle | undefined;
  private opening: Promise<void> | undefined;
  private written = false;

  constructor(readonly file: string) {}

  /** Reads what an earlier run recorded and left unsettled; once, whoever calls first. */
  open(): Promise<void> {
    this.opening ??= this.load().catch((error: unknown) => {
      this.opening = undefined;
      throw error;
    });
    return this.opening;
  }

  private async load() {
    await mkdir(path.dirname(this.file), { recursive: true });
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    for (const line of text.split('\n')) {
      const entry = parse(line);
      if (entry) this.unsettled.set(entry.messageId, entry);
    }
    this.written = text.length > 0;
    this.handle = await open(this.file, 'a');
  }

  /** Whether this message was accepted by the mail server and its row may not say so yet. */
  has(messageId: string): boolean {
    return this.unsettled.has(messageId);
  }

  /** Outcomes still to be applied to the database. */
  pending(): Accepted[] {
    return [...this.unsettled.values()];
  }

  /** Records an acceptance on disk; resolves once it is flushed. */
  record(entry: Accepted): Promise<void> {
    this.unsettled.set(entry.messageId, entry);
    this.buffered.push(entry);
    this.nextWrite ??= this.enqueue(async () => {
      this.nextWrite = undefined;
      const lines = this.buffered;
      this.buffered = [];
      const handle = await this.fileHandle();
      await handle.appendFile(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
      await handle.datasync();
      this.written = true;
    });
    return this.nextWrite;
  }

  /** These outcomes are in the database now: forget them, and empty the file once nothing is left. */
  async settle(messageIds: Iterable<string>): Promise<void> {
    for (const messageId of messageIds) this.unsettled.delete(messageId);
    if (this.unsettled.size > 0 || !this.written) return;
    await this.enqueue(async () => {
      // Checked again in turn: an outcome recorded meanwhile keeps the file as it is.
      if (this.unsettled.size > 0 || !this.written) return;
      await (await this.fileHandle()).truncate(0);
      this.written = false;
    });
  }

  async close(): Promise<void> {
    await this.tail.catch(() => {});
    await this.handle?.close();
    this.handle = undefined;
  }

  private async fileHandle() {
    await this.open();
    this.handle ??= await open(this.file, 'a');
    return this.handle;
  }

  /** File operations run one after another, in the order asked; a failed one does not stop the next. */
  private enqueue(operation: () => Promise<void>): Promise<void> {
    const run = this.tail.catch(() => {}).then(operation);
    this.tail = run;
    return run;
  }
}

function parse(line: string): Accepted | undefined {
  if (!line.trim()) return undefined;
  try {
    const value = JSON.parse(line) as Partial<Accepted>;
    if (typeof value.id === 'number' && typeof value.messageId === 'string' && typeof value.at === 'string')
      return { id: value.id, messageId: value.messageId, at: value.at };
  } catch {
    // A line cut short by a crash during its write: that outcome never reached the disk.
  }
  return undefined;
}
