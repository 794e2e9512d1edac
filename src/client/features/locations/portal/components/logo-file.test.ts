import { describe, expect, it } from 'vitest';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, logoFileProblem } from './logo-file';

describe('logoFileProblem', () => {
  it('takes PNG, JPEG and WebP up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(logoFileProblem({ type, size: 512 * 1024 })).toBeUndefined();
  });

  it('refuses other types, SVG among them, and larger files', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 100 })).toBe(LOGO_TYPE_MESSAGE);
    expect(logoFileProblem({ type: 'application/pdf', size: 100 })).toBe(LOGO_TYPE_MESSAGE);
    expect(logoFileProblem({ type: '', size: 100 })).toBe(LOGO_TYPE_MESSAGE);
    expect(logoFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe(LOGO_SIZE_MESSAGE);
  });
});
