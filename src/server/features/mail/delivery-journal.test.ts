import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryJournal } from './delivery-journal';

const entry = (n: number) => ({
  id: n,
  messageId: `<m${n}@elevate.example>`,
  at: new Date(2026, 0, 1, 0, n).toISOString(),
});

describe('the delivery journal', () => {
  let folder = '';
  let file = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-journal-unit-'));
    file = path.join(folder, 'nested', 'journal.jsonl');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps on disk what was accepted, for a process that starts after a crash', async () => {
    const before = new DeliveryJournal(file);
    await before.open();
    await Promise.all([1, 2, 3].map((n) => before.record(entry(n))));
    await before.settle([entry(2).messageId]);
    // No close: the process dies here. A line cut short by the crash is ignored.
    appendFileSync(file, '{"id":4,"messageId":"<m4@');

    const after = new DeliveryJournal(file);
    await after.open();
    expect(
      after
        .pending()
        .map((e) => e.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(after.has(entry(1).messageId)).toBe(true);
    expect(after.has('<m4@elevate.example>')).toBe(false);
    await before.close();
    await after.close();
  });

  it('keeps every record of a burst, and empties the file once all are settled', async () => {
    const journal = new DeliveryJournal(file);
    await journal.open();
    await Promise.all(Array.from({ length: 50 }, (_, n) => journal.record(entry(n))));
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(50);
    await journal.settle(Array.from({ length: 49 }, (_, n) => entry(n).messageId));
    expect(readFileSync(file, 'utf8')).not.toBe('');
    await journal.settle([entry(49).messageId]);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(journal.pending()).toEqual([]);
    // Recording goes on after the file was emptied.
    await journal.record(entry(60));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(entry(60));
    await journal.close();
  });
});
