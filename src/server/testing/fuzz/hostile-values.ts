import fc from 'fast-check';

/**
 * Text that no field takes: C0 control characters other than tab, line feed and carriage return, DEL, and UTF-16
 * surrogates without their pair. A request carrying one in a declared text field must be refused.
 */
export const forbiddenText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0001',
  'x\u0008y',
  'tab\u000bvertical',
  'form\u000cfeed',
  '\u001b[31mred',
  'del\u007f',
  'x\ud800',
  '\udc00y',
  'a\ud83d',
  'mixed\u0000\ud800',
);

/** Values of the wrong kind, edge numbers and oversized text: each must be refused or handled, never a 500. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2147483647,
    2147483648,
    9007199254740992,
    1e21,
    -1e21,
    '',
    ' ',
    '   ',
    '1e3',
    '0x10',
    ' 7',
    '7 ',
    '-0',
    'true',
    'NaN',
    'Infinity',
    '__proto__',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\\u0000',
    '\t',
    'line\nbreak',
    '\r\n',
    '\u2028',
    '\ufeff',
    '💡🍎',
    'é'.normalize('NFD'),
    [],
    {},
    { $gt: '' },
    [null],
  ),
  fc.integer({ min: 5_000, max: 120_000 }).map((length) => 'w'.repeat(length)),
);

export type Replacement = { value: unknown; forbidden: boolean };

/** A hostile replacement for a value: of the wrong kind, forbidden text, or the value wrapped in an array. */
export const replacementFor = (value: unknown): fc.Arbitrary<Replacement> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileValue.map((hostile) => ({ value: hostile, forbidden: false })) },
    { weight: 3, arbitrary: forbiddenText.map((text) => ({ value: text, forbidden: true })) },
    { weight: 1, arbitrary: fc.constant({ value: [value], forbidden: false }) },
  );
