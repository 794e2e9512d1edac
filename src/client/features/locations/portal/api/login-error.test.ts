import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { loginErrorText, PORTAL_LOGIN_FAILED } from './login-error';

describe('loginErrorText', () => {
  it("shows the server's error text", () => {
    const body = JSON.stringify({ success: false, error: 'Too many failed sign-ins. Try again in 15 minutes.' });
    expect(loginErrorText(new ApiError(429, body))).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(loginErrorText(new ApiError(401, JSON.stringify({ success: false, error: 'Invalid credentials' })))).toBe(
      'Invalid credentials',
    );
  });

  it("falls back to 'Invalid credentials' when the answer carries no text", () => {
    expect(loginErrorText(new ApiError(401, '{"success":false}'))).toBe('Invalid credentials');
    expect(loginErrorText(new ApiError(403, 'Forbidden'))).toBe('Invalid credentials');
  });

  it('prefers the message of a refused request over its generic status name', () => {
    const body = JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'locationCode: too long' });
    expect(loginErrorText(new ApiError(400, body))).toBe('locationCode: too long');
  });

  it('reads a network failure or a server fault as a failed attempt to try again', () => {
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe(PORTAL_LOGIN_FAILED);
    expect(loginErrorText(new ApiError(502, 'Bad Gateway'))).toBe(PORTAL_LOGIN_FAILED);
    expect(loginErrorText('nonsense')).toBe(PORTAL_LOGIN_FAILED);
  });
});
