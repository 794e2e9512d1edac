// Fails when a comment, document or configuration points to a rule outside the repository (a section sign, the
// specification's file names, the design folder) instead of stating the rule or pointing to docs/product/
// (decision 031). Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FORBIDDEN = [
  /§/,
  /(?<![\w/.-])(public-site|back-office-and-portal|clarifications|assistant|brand|style)\.md/,
  /design\/(architecture|assistant|style|brand)\.md/,
  /\.\.\/shared|\/work\/shared|shared\/(spec|design)/,
];
// This script and the decision that describes it name the patterns they refuse.
const EXEMPT = new Set(['scripts/check-references.mjs', 'docs/decisions/031-product-rules-in-the-repository.md']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|toml|txt|sql)$|(^|\/)[^.]+$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !EXEMPT.has(file) && TEXT.test(file) && !file.startsWith('drizzle/meta/'));

// The headings of docs/product/, as the anchors GitHub makes of them.
const anchor = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');
const anchors = new Map();
for (const file of files.filter((name) => name.startsWith('docs/product/') && name.endsWith('.md'))) {
  const headings = readFileSync(file, 'utf8').match(/^#+ .*$/gm) ?? [];
  anchors.set(file, new Set(headings.map((heading) => anchor(heading.replace(/^#+ /, '')))));
}
const POINTER = /docs\/product\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g;

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  if (text.includes('\u0000')) continue;
  text.split('\n').forEach((line, index) => {
    if (FORBIDDEN.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    for (const [, target, hash] of line.matchAll(POINTER)) {
      const headings = anchors.get(`docs/product/${target}`);
      if (!headings || (hash && !headings.has(hash)))
        found.push(`${file}:${index + 1}: no such rule: ${target}#${hash ?? ''}`);
    }
  });
}

if (found.length > 0) {
  console.error(
    `${found.length} reference(s) to files outside the repository or to missing rules; state the rule or point to docs/product/:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-references: ${files.length} files, no reference outside the repository`);
