import { describe, expect, it } from 'vitest';
import { pageSourcesOf } from './source-list';

describe('pageSourcesOf', () => {
  it("names each page by the navigation's name, once, and keeps the first section's link", () => {
    expect(
      pageSourcesOf([
        { id: null, title: 'Hotels: Perfect for Hotels', link: '/hotels#benefits' },
        { id: null, title: 'Hotels: What hoteliers say', link: '/hotels#testimonials' },
        { id: null, title: 'Customer Service', link: '/customer-service' },
      ]),
    ).toEqual([
      { link: '/hotels#benefits', name: 'Hotels' },
      { link: '/customer-service', name: 'Customer Service' },
    ]);
  });

  it('leaves out a curated entry (no page to open) and any link that is no page of the site', () => {
    expect(
      pageSourcesOf([
        { id: 4, title: 'How much does a micro market cost?', link: null },
        { id: 5, title: 'Old', link: undefined },
        { id: null, title: 'Elsewhere', link: '//example.com/hotels' },
        { id: null, title: 'Back office', link: '/admin' },
      ]),
    ).toEqual([]);
  });
});
