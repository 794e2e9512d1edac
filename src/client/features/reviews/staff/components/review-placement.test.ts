import { describe, expect, it } from 'vitest';
import { reviewPlacement } from './review-placement';

const published = { id: 7, status: 'published', isPublic: true, isFeatured: true, facilityType: 'hotels' } as const;

describe('where a review shows, as the reviews screen says it', () => {
  it('is not on the site before it is published, nor ever once declined', () => {
    expect(reviewPlacement({ ...published, status: 'pending' }, [7])).toMatchObject({ label: 'Pending' });
    expect(reviewPlacement({ ...published, status: 'approved' }, [])).toMatchObject({
      label: 'Approved',
      where: 'Not on the site until it is published.',
    });
    expect(reviewPlacement({ ...published, status: 'declined' }, []).where).toBe('Never shown on the site.');
  });

  it('is hidden when published but not public, whatever Featured says', () => {
    expect(reviewPlacement({ ...published, isPublic: false }, [])).toMatchObject({ state: 'hidden', label: 'Hidden' });
  });

  it('names its market page, and the home page only when it is one of the three there', () => {
    expect(reviewPlacement(published, [7]).where).toBe('Shown on the Hotels page (/hotels) and the home page.');
    expect(reviewPlacement(published, [1, 2, 3]).where).toBe(
      'Shown on the Hotels page (/hotels). Featured, but not on the home page: it shows only the 3 newest featured reviews.',
    );
    expect(reviewPlacement({ ...published, isFeatured: false, facilityType: 'luxury_condos' }, []).where).toBe(
      'Shown on the Luxury Condos page (/luxury-condos). Turn on Featured to put it among the home page’s reviews.',
    );
  });
});
