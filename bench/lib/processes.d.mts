import type { ChildProcess } from 'node:child_process';

export function startProcess(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  options?: { stdout?: string },
): Promise<ChildProcess>;
export function untilSettled(pid: number | undefined): Promise<void>;
export function stopProcess(child: ChildProcess): Promise<void>;
export function rssKb(pid: number): number;
export function postgresUrl(): string | undefined;
export function withTemporaryDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T>;
