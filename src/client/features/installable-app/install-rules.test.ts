import { describe, expect, it } from 'vitest';
import { shouldOfferInstall, workerScopeFor } from './install-rules';

const at = (href: string) => new URL(href);

describe('workerScopeFor', () => {
  it('registers under /admin and /property-manager over https', () => {
    expect(workerScopeFor(at('https://elevate.example/admin'))).toBe('/admin');
    expect(workerScopeFor(at('https://elevate.example/admin-dashboard'))).toBe('/admin');
    expect(workerScopeFor(at('https://elevate.example/admin/property-managers/4/timeline'))).toBe('/admin');
    expect(workerScopeFor(at('https://elevate.example/property-manager'))).toBe('/property-manager');
  });

  it('registers on localhost over plain http, for development', () => {
    expect(workerScopeFor(at('http://localhost:5000/admin-users'))).toBe('/admin');
    expect(workerScopeFor(at('http://127.0.0.1:5000/property-manager'))).toBe('/property-manager');
  });

  it('never registers on public pages or over plain http elsewhere', () => {
    expect(workerScopeFor(at('https://elevate.example/'))).toBeNull();
    expect(workerScopeFor(at('https://elevate.example/customer-service'))).toBeNull();
    expect(workerScopeFor(at('https://elevate.example/test-chatbot'))).toBeNull();
    expect(workerScopeFor(at('http://elevate.example/admin'))).toBeNull();
  });
});

describe('shouldOfferInstall', () => {
  it('offers on a phone that has not installed or dismissed', () => {
    expect(shouldOfferInstall({ mobile: true, installed: false, dismissed: false })).toBe(true);
  });

  it('stays quiet on desktop, inside the installed app, and after "Not now"', () => {
    expect(shouldOfferInstall({ mobile: false, installed: false, dismissed: false })).toBe(false);
    expect(shouldOfferInstall({ mobile: true, installed: true, dismissed: false })).toBe(false);
    expect(shouldOfferInstall({ mobile: true, installed: false, dismissed: true })).toBe(false);
  });
});
