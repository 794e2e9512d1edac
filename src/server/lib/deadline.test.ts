import { describe, expect, it } from 'vitest';
import { withinDeadline } from './deadline';

describe('withinDeadline', () => {
  it('gives the work its result when it finishes in time', async () => {
    await expect(withinDeadline(1000, async () => 'answered')).resolves.toBe('answered');
  });

  it('gives up on work that never finishes, aborting its signal with the error it rejects with', async () => {
    let heard: unknown;
    const hanging = (signal: AbortSignal) =>
      new Promise<never>(() => {
        signal.addEventListener('abort', () => {
          heard = signal.reason;
        });
      });
    const late = new Error('Database did not answer within 20 ms');
    await expect(withinDeadline(20, hanging, () => late)).rejects.toBe(late);
    expect(heard).toBe(late);
  });

  it('passes on the failure of work that fails before the deadline', async () => {
    await expect(
      withinDeadline(1000, async () => {
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('connection refused');
  });
});
