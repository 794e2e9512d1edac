// Fails when an API call's shape is written outside its endpoint object (docs/architecture.md, request path): an
// `/api/` path in the client (it calls endpoints with `call`, reads them with `endpointQuery`), or a route of a
// feature registered without `serve` (`app.get(...)`, `app.route(...)`); and when a routes file does what its
// service should (a write, a transaction, an event, a mail kick, an activity row). Tests are exempt: they call the HTTP API
// by its paths on purpose. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));

const RULES = [
  { where: /^src\/client\//, what: /(?<![\w.])\/api\//, why: 'an /api/ path: call the endpoint object' },
  {
    where: /^src\/server\/features\//,
    what: /\bapp\.(get|post|put|patch|delete|route)\(/,
    why: 'a route registered without serve()',
  },
  {
    // A route reads the request and calls a service; the change and what it causes are the service's unit of work.
    where: /^src\/server\/features\/.*routes\.ts$/,
    what: /\.(insert|update|delete)\(|\.emit\(|\.kick\(\)|recordActivity\(|\.transaction\(|\.execute\(/,
    why: 'a side effect in a routes file: do it in the service (unitOfWork)',
  },
];

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const lines = text.split('\n');
  for (const rule of RULES) {
    if (!rule.where.test(file)) continue;
    lines.forEach((line, i) => {
      if (rule.what.test(line)) found.push(`${file}:${i + 1}: ${rule.why}`);
    });
  }
}

if (found.length > 0) {
  console.error(`check-endpoints: ${found.length} found\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`check-endpoints: ${files.length} files, every call through its endpoint`);
