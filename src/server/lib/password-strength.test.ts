import { describe, expect, it } from 'vitest';
import { PORTAL_PASSWORD_RULE, passwordProblem, STAFF_PASSWORD_RULE } from './password-strength';
import { generatePassword } from './passwords';

describe('the password rules', () => {
  it('refuse the passwords the audit found accepted, for staff and for the portal', () => {
    for (const password of ['aaaaaaaa', 'password', '12345678', '        ']) {
      expect(passwordProblem(password, STAFF_PASSWORD_RULE), password).toBeDefined();
      expect(passwordProblem(password, PORTAL_PASSWORD_RULE), password).toBeDefined();
    }
  });

  it('want 12 characters of staff and 8 of a property manager', () => {
    expect(passwordProblem('cedar-41-ok', STAFF_PASSWORD_RULE)).toBe('Password must be at least 12 characters');
    expect(passwordProblem('Kx7#qv2', PORTAL_PASSWORD_RULE)).toBe('Password must be at least 8 characters');
  });

  it('refuse a common password, also spelt backwards or in l33t, and one easy to guess', () => {
    expect(passwordProblem('1qaz2wsx3edc', STAFF_PASSWORD_RULE)).toMatch(/commonly used password/);
    expect(passwordProblem('drowssap', PORTAL_PASSWORD_RULE)).toMatch(/commonly used password/);
    expect(passwordProblem('P@ssw0rd', PORTAL_PASSWORD_RULE)).toMatch(/commonly used password/);
    expect(passwordProblem('Password123!', STAFF_PASSWORD_RULE)).toMatch(/too easy to guess/);
    expect(passwordProblem('passwordpassword', STAFF_PASSWORD_RULE)).toMatch(/too easy to guess/);
    expect(passwordProblem('qwertyuiop12', STAFF_PASSWORD_RULE)).toMatch(/too easy to guess/);
  });

  it("refuse a password built from the account's own e-mail, name or location code", () => {
    expect(passwordProblem('harborview2026', PORTAL_PASSWORD_RULE)).toBeUndefined();
    expect(passwordProblem('harborview2026', PORTAL_PASSWORD_RULE, ['Harborview Residences'])).toMatch(/too easy/);
    expect(passwordProblem('dana.okafor1', STAFF_PASSWORD_RULE, ['dana.okafor@elevate.example'])).toMatch(/too easy/);
  });

  it('take long passphrases and the passwords the product generates', () => {
    for (const password of ['correct horse battery', 'Harbor-lofts-2026', 'cedar court tulip 2027']) {
      expect(passwordProblem(password, STAFF_PASSWORD_RULE), password).toBeUndefined();
    }
    // The admin's and the demo partner's generated passwords (each check costs tens of milliseconds on a busy
    // machine: 40 of them stay well inside the test's time).
    for (let i = 0; i < 40; i++) {
      const password = generatePassword();
      expect(passwordProblem(password, STAFF_PASSWORD_RULE), password).toBeUndefined();
    }
  });
});
