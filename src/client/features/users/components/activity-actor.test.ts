import { describe, expect, it } from 'vitest';
import { isOutsiderKey, outsiderOf } from './activity-actor';

describe('the actor of an activity row that is not someone on staff', () => {
  it('is the visitor or property manager named in its details', () => {
    expect(outsiderOf({ by: 'visitor', name: 'Maya Chen', facilityType: 'office' })).toBe('Maya Chen (visitor)');
    expect(outsiderOf({ by: 'property_manager', name: 'Pat Manager' })).toBe('Pat Manager (property manager)');
    expect(outsiderOf({ by: 'visitor' })).toBe('visitor');
  });

  it('is nobody for a row of the system or of an unknown kind', () => {
    expect(outsiderOf(null)).toBeUndefined();
    expect(outsiderOf({ from: 'exploring', to: 'planning' })).toBeUndefined();
    expect(outsiderOf({ by: 'robot', name: 'X' })).toBeUndefined();
    expect([isOutsiderKey('by'), isOutsiderKey('name'), isOutsiderKey('facilityType')]).toEqual([true, true, false]);
  });
});
