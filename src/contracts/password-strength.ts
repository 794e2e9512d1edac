import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { PasswordRule } from './passwords';

// The one rule for a new password, applied by the server to every password set and by the password screens'
// strength meter as it is typed, so the two always agree (decision 064). Its dictionaries are large: the pages load
// this module on demand, on the password screens only; no other contract imports it.

/**
 * zxcvbn's score runs 0-4; 3 is "safely unguessable: moderate protection from an offline attack" (about 10^8
 * guesses and more). Every new password needs at least this.
 */
export const MIN_PASSWORD_SCORE = 3;

// Ranking the dictionaries takes a few hundred milliseconds: done once, on the first password checked.
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: string[]) => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator.check(password, userInputs);
};

/**
 * True when the whole password is one of the ~49,000 most common passwords of public breach corpora (zxcvbn's
 * `passwords-common` list), also spelt backwards, in l33t or with other capitals.
 */
const isCommonPassword = (password: string, sequence: MatchExtended[]) =>
  sequence.length === 1 &&
  sequence[0]?.pattern === 'dictionary' &&
  sequence[0].dictionaryName === 'passwords-common' &&
  sequence[0].token.length === password.length;

/** How hard a password is to guess (zxcvbn's 0-4) and why the rule refuses it, if it does. */
export type PasswordVerdict = { score: number; problem: string | undefined };

/**
 * A new password judged by the rule: refused when shorter than the rule's minimum, a common password, or too easy
 * to guess (score under 3), also given what the account itself says (e-mail, names, location code).
 */
export function judgePassword(
  password: string,
  rule: PasswordRule,
  userInputs: readonly string[] = [],
): PasswordVerdict {
  // The whole value, an e-mail's local part, and each word: 'dana.okafor1' is as weak as 'dana1'.
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  const result = estimate(password, inputs);
  if (password.length < rule.minLength)
    return { score: result.score, problem: `Password must be at least ${rule.minLength} characters` };
  if (isCommonPassword(password, result.sequence))
    return { score: result.score, problem: 'This is a commonly used password: choose another' };
  if (result.score < MIN_PASSWORD_SCORE) {
    const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
    return {
      score: result.score,
      problem: `This password is too easy to guess.${warning} Add more words or characters.`,
    };
  }
  return { score: result.score, problem: undefined };
}

/** Why a new password is refused, or undefined (see `judgePassword`). */
export function passwordProblem(password: string, rule: PasswordRule, userInputs: readonly string[] = []) {
  return judgePassword(password, rule, userInputs).problem;
}
