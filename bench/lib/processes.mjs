// Starting and stopping the servers a benchmark measures, each in its own process, and a PostgreSQL database of
// its own for a run.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Starts `script` with `env` added and waits until `readyUrl` answers 2xx; rejects if it exits first. Its standard
 * output goes to the file `stdout` when given (a server's log, written as in production), else nowhere.
 */
export async function startProcess(script, env, readyUrl, { stdout } = {}) {
  const output = stdout ? openSync(stdout, 'a') : 'ignore';
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', output, 'inherit'],
  });
  if (typeof output === 'number') closeSync(output);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (exited) throw new Error(`${script} exited before it was ready`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} was not ready in time`);
}

export const stopProcess = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

/** CPU time a process has used so far, in ms (Linux; all its threads). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * Waits until a process that has just started is idle: less than a tenth of a core in each of three seconds in a
 * row, for up to two minutes. A product that has just started still works in the background (it trains the assistant's model in a
 * worker thread, renders its pages), which would fall on the first measurements only.
 */
export async function untilSettled(pid) {
  let quiet = 0;
  for (let second = 0; second < 120 && quiet < 3; second++) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = cpuMs(pid) - before < 100 ? quiet + 1 : 0;
  }
}

/** The resident memory of a process, in KB (Linux). */
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The PostgreSQL to measure on, if any: BENCH_DATABASE_URL, else TEST_DATABASE_URL. */
export const postgresUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Runs `work(url)` on a new, empty database of the server at `serverUrl`, dropped afterwards. */
export async function withTemporaryDatabase(serverUrl, prefix, work) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
