import { describe, expect, it } from 'vitest';
import { facilityLabel, formatAverage, reviewActions } from './review-labels';

describe('review card labels', () => {
  it('shows the average rating with one decimal, 0.0 when there are none', () => {
    expect(formatAverage(0)).toBe('0.0');
    expect(formatAverage(4.333)).toBe('4.3');
    expect(formatAverage(5)).toBe('5.0');
  });

  it('offers approve and decline while pending, publish once approved, nothing after', () => {
    expect(reviewActions('pending')).toEqual({ moderate: true, publish: false });
    expect(reviewActions('approved')).toEqual({ moderate: false, publish: true });
    expect(reviewActions('published')).toEqual({ moderate: false, publish: false });
    expect(reviewActions('declined')).toEqual({ moderate: false, publish: false });
  });

  it('names facility types, N/A when missing', () => {
    expect(facilityLabel('medical_facilities')).toBe('Medical Facilities');
    expect(facilityLabel('hotels')).toBe('Hotels');
    expect(facilityLabel(null)).toBe('N/A');
  });
});
