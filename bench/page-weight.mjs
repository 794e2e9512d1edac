// Page weight on the wire and Lighthouse (mobile, simulated throttling) for every public page of the built product.
//   node bench/page-weight.mjs                 every public page, Lighthouse once each, the home page 3 times
//   LIGHTHOUSE_RUNS=5 node bench/page-weight.mjs /  /hotels
//   BASE_URL=http://localhost:5000 node bench/page-weight.mjs   against a server already running
// Bytes are the response bodies as received (compressed as the browser asked) on a first visit with an empty cache,
// in a 1366x900 window, until the network is idle. Lighthouse scores vary with the machine's load: read the minimum
// and the median, and the load average printed with them. Benchmarks, not tests: figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

// Lighthouse drives the full browser.
const CHROMIUM = chromiumPath({ full: true });
const CHROMIUM_FLAGS = chromiumFlags;
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 5304);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const HOME_RUNS = Math.max(RUNS, 3);

/** The public pages the server prerenders, from the server-render bundle's route table, and the contact section. */
async function publicPages() {
  const bundle = await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href);
  const pages = bundle.pages.filter((page) => page.area === 'public' && page.prerender).map((page) => page.path);
  return [...pages.slice(0, 1), '/#contact', ...pages.slice(1)];
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-pages-'));
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@elevate.example',
      ADMIN_PASSWORD: 'bench-password-pages',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  // Up to three minutes: the server prerenders and compresses every page as it starts.
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      if ((await fetch(`${base}/readyz`)).ok) {
        return {
          base,
          stop: async () => {
            await new Promise((resolve) => {
              child.on('exit', resolve);
              child.kill('SIGTERM');
            });
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server was not ready in time');
}

const KINDS = { script: 'js', stylesheet: 'css', document: 'html', image: 'images', font: 'fonts' };

/** Bytes of every response body the page received on a first visit, by kind. */
async function weigh(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => {
    finished.push(request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const weights = { js: 0, css: 0, html: 0, images: 0, fonts: 0, other: 0, total: 0, scripts: 0 };
  for (const { type, bytes } of await Promise.all(finished)) {
    weights[KINDS[type] ?? 'other'] += bytes;
    weights.total += bytes;
    if (type === 'script') weights.scripts += 1;
  }
  await context.close();
  return weights;
}

/** One Lighthouse run, mobile with simulated throttling (its default), in a Chromium of its own. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const minMed = (values, format) =>
  values.length > 1 ? `${format(Math.min(...values))}/${format(median(values))}` : format(values[0]);

async function main() {
  const server = process.env.BASE_URL
    ? { base: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : await publicPages();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const pagePath of paths) {
      const url = server.base + pagePath;
      const weights = await weigh(browser, url);
      const runs = [];
      for (let run = 0; run < (pagePath === '/' ? HOME_RUNS : RUNS); run++) runs.push(await audit(url));
      rows.push({ pagePath, weights, runs });
      process.stderr.write(`measured ${pagePath}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const header = [
    'page',
    'JS KB',
    'scripts',
    'CSS KB',
    'HTML KB',
    'images KB',
    'fonts KB',
    'total KB',
    'runs',
    'perf',
    'LCP s',
    'CLS',
    'TBT ms',
    'a11y',
    'best pr.',
    'SEO',
  ];
  const table = rows.map(({ pagePath, weights, runs }) => {
    const pick = (key) => runs.map((run) => run[key]);
    return [
      pagePath,
      kb(weights.js),
      String(weights.scripts),
      kb(weights.css),
      kb(weights.html),
      kb(weights.images),
      kb(weights.fonts),
      kb(weights.total),
      String(runs.length),
      minMed(pick('performance'), String),
      // For LCP, CLS and TBT the worse figure is the larger one: max/median.
      runs.length > 1
        ? `${(Math.max(...pick('lcp')) / 1000).toFixed(2)}/${(median(pick('lcp')) / 1000).toFixed(2)}`
        : (pick('lcp')[0] / 1000).toFixed(2),
      runs.length > 1
        ? `${Math.max(...pick('cls')).toFixed(3)}/${median(pick('cls')).toFixed(3)}`
        : pick('cls')[0].toFixed(3),
      runs.length > 1
        ? `${Math.round(Math.max(...pick('tbt')))}/${Math.round(median(pick('tbt')))}`
        : String(Math.round(pick('tbt')[0])),
      minMed(pick('accessibility'), String),
      minMed(pick('bestPractices'), String),
      minMed(pick('seo'), String),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log('\nPublic pages: bytes on the wire (first visit, brotli) and Lighthouse mobile (simulated throttling)');
  console.log('With several runs: scores min/median; LCP, CLS and TBT max/median.');
  console.log(
    `Load average while measuring: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of table) console.log(line(row));
}

await main();
