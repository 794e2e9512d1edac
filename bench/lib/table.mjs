// A plain-text table for the terminal: a header, a rule, and the columns aligned (numbers to the right).

const isNumeric = (value) => /^[-+]?[\d.,]+\s?(%|x|ms|s|MB|KB)?$/.test(value);

/** Prints `rows` (objects with the same keys) under `title`. */
export function printTable(title, rows, notes = []) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const pad = (value, i, right) => (right ? value.padStart(widths[i]) : value.padEnd(widths[i]));
  const numericColumn = columns.map((_, i) => cells.every((line) => line[i] === '' || isNumeric(line[i])));
  console.log(`\n${title}`);
  console.log(columns.map((column, i) => pad(column, i, numericColumn[i])).join('  '));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of cells) console.log(line.map((value, i) => pad(value, i, numericColumn[i])).join('  '));
  for (const note of notes) console.log(note);
}

export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '');
export const ratio = (ours, theirs) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}x` : '');
