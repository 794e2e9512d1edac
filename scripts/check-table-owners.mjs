// Fails when a feature writes a table it does not own (docs/architecture.md, "Who owns which table"). The owners are
// read from that page's table: each table has one owning feature, and a few writes by another feature are listed
// there as not yet moved ("also written by"); a listed write that is gone fails too, so the list only shrinks.
// A write is `.insert(table)`, `.update(table)` or `.delete(table)` on a schema table, or SQL text `insert into`,
// `update` or `delete from` naming one. Tests, the seed and the database module are exempt. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const listed = (dir) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', dir], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));

// The schema's tables: the name the code uses and the table's own name.
const tables = new Map();
for (const file of listed('src/server/db/schema')) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(match[1], match[2]);
}
const sqlNames = new Set(tables.values());

// The owners, from the architecture page's table: | `table` | owner | also written by |
const page = readFileSync('docs/architecture.md', 'utf8');
const section = page.slice(page.indexOf('## Who owns which table'));
const owners = new Map();
const allowed = new Set();
for (const line of section.split('\n')) {
  const cells = line.split('|').map((cell) => cell.trim());
  const table = /^`(\w+)`$/.exec(cells[1] ?? '')?.[1];
  if (!table) continue;
  owners.set(table, cells[2]);
  for (const other of (cells[3] ?? '').matchAll(/`([\w-]+)`/g)) allowed.add(`${table} ${other[1]}`);
}

const problems = [];
for (const sql of tables.values()) if (!owners.has(sql)) problems.push(`${sql}: no owner in docs/architecture.md`);

const seen = new Set();
for (const file of listed('src/server/features')) {
  const feature = file.split('/')[3];
  const text = readFileSync(file, 'utf8');
  const writes = [
    ...[...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((m) => tables.get(m[1])),
    ...[...text.matchAll(/\b(?:insert into|update|delete from)\s+(\w+)/gi)]
      .map((m) => m[1])
      .filter((name) => sqlNames.has(name)),
  ].filter(Boolean);
  for (const table of new Set(writes)) {
    if (owners.get(table) === feature) continue;
    const key = `${table} ${feature}`;
    seen.add(key);
    if (!allowed.has(key)) problems.push(`${file}: writes ${table}, owned by ${owners.get(table) ?? 'nobody'}`);
  }
}
for (const key of allowed)
  if (!seen.has(key)) problems.push(`${key.replace(' ', ': listed as also written by ')}, which no longer writes it`);

if (problems.length > 0) {
  console.error(`check-table-owners: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-table-owners: ${tables.size} tables, each written by its owner or a listed exception`);
