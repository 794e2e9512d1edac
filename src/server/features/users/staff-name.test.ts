import { describe, expect, it } from 'vitest';
import { nameFromEmail, splitName } from './staff-name';

describe('a staff member name made without one', () => {
  it('reads first and last name from the e-mail address', () => {
    expect(nameFromEmail('maria.lopez@example.com')).toEqual({ firstName: 'Maria', lastName: 'Lopez' });
    expect(nameFromEmail('KAI_2@example.com')).toEqual({ firstName: 'Kai', lastName: '' });
    expect(nameFromEmail('admin@elevate-micromarkets.example')).toEqual({ firstName: 'Admin', lastName: '' });
    expect(nameFromEmail('123@example.com')).toEqual({ firstName: 'Team', lastName: 'Member' });
  });

  it('splits a full name at its first space', () => {
    expect(splitName('  Jordan   Reyes Diaz ')).toEqual({ firstName: 'Jordan', lastName: 'Reyes Diaz' });
    expect(splitName('Jordan')).toEqual({ firstName: 'Jordan', lastName: '' });
  });
});
