import { passwordProblem } from '../../contracts/password-strength';
import type { PasswordRule } from '../../contracts/passwords';
import { invalidField } from './domain-error';

export { MIN_PASSWORD_SCORE, passwordProblem } from '../../contracts/password-strength';
export { type PasswordRule, PORTAL_PASSWORD_RULE, STAFF_PASSWORD_RULE } from '../../contracts/passwords';

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
