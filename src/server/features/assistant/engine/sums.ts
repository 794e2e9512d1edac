/** The words that make figures a sum ("15% of 80", "17 times 23", "take 15% off 120"). */
const OPERATOR_WORDS = [
  'of',
  'off',
  'times',
  'x',
  'plus',
  'minus',
  'divided',
  'multiplied',
  'over',
  'squared',
  'cubed',
  'root',
  'sqrt',
];
const OPERATORS = new Set(OPERATOR_WORDS);
/** The words a sum is asked in, beside its figures and operators ("what's 15% of 80?", "calculate 45 / 9"). */
const SUM_WORDS = new Set([
  ...OPERATOR_WORDS,
  'what',
  'whats',
  'what’s',
  "what's",
  'is',
  'are',
  'by',
  'percent',
  'square',
  'equals',
  'equal',
  'calculate',
  'compute',
  'solve',
  'how',
  'much',
  'the',
  'please',
  'quick',
  'math',
  'take',
]);
const NUMBER = /^\d+(?:[.,]\d+)*%?$/;
const OPERATOR = /^[+\-*/×÷=^]$/;

/**
 * A message that is a sum and nothing else ("17 times 23?", "15% of 80", "what's 2+2"): never ours to answer,
 * though its figures may be the site's (the home page's "+15%"). A question with a figure in it ("is it free for
 * 200 units?", "what is 24/7 support") has other words, and is not one.
 */
export function isSum(message: string): boolean {
  // Two figures with a dash or a slash alone are hours, a range or a date ("24/7?", "9-5", "12/25"), not a sum.
  if (/^\s*\d+\s*[-/]\s*\d+\s*\??\s*$/.test(message)) return false;
  const tokens = message.toLowerCase().match(/\d+(?:[.,]\d+)*%?|[a-z’']+|[+\-*/×÷=^]/g) ?? [];
  const numbers = tokens.filter((token) => NUMBER.test(token)).length;
  const operators = tokens.filter((token) => OPERATOR.test(token) || OPERATORS.has(token)).length;
  const allOfASum = tokens.every((token) => NUMBER.test(token) || OPERATOR.test(token) || SUM_WORDS.has(token));
  return allOfASum && operators > 0 && (numbers >= 2 || (numbers === 1 && /squared|cubed|root|sqrt/.test(message)));
}
