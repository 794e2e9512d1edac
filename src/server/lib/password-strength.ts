import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PORTAL_PASSWORD_MIN, STAFF_PASSWORD_MIN } from '../../contracts/passwords';
import { invalidField } from './domain-error';

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

export type PasswordRule = { minLength: number };
/** Staff accounts: 12 characters at least (decision 023). */
export const STAFF_PASSWORD_RULE: PasswordRule = { minLength: STAFF_PASSWORD_MIN };
/** Portal accounts: the 8 characters the portal's forms ask for. */
export const PORTAL_PASSWORD_RULE: PasswordRule = { minLength: PORTAL_PASSWORD_MIN };

/**
 * Why a new password is refused, or undefined: shorter than the rule's minimum, a common password, or too easy
 * to guess (score under 3), also given what the account itself says (e-mail, names, location code).
 */
export function passwordProblem(password: string, rule: PasswordRule, userInputs: string[] = []): string | undefined {
  if (password.length < rule.minLength) return `Password must be at least ${rule.minLength} characters`;
  // The whole value, an e-mail's local part, and each word: 'dana.okafor1' is as weak as 'dana1'.
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0] ?? '', ...input.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  const result = estimate(password, inputs);
  if (isCommonPassword(password, result.sequence)) return 'This is a commonly used password: choose another';
  if (result.score < MIN_PASSWORD_SCORE) {
    const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
    return `This password is too easy to guess.${warning} Add more words or characters.`;
  }
  return undefined;
}

/** Refuses a weak new password with 400, naming the field it came in. */
export function requireStrongPassword(
  password: string,
  rule: PasswordRule,
  field: string,
  userInputs: Array<string | null | undefined>,
) {
  const problem = passwordProblem(
    password,
    rule,
    userInputs.filter((input): input is string => Boolean(input)),
  );
  if (problem) throw invalidField(field, problem);
}
