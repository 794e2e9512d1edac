import { describe, expect, it } from 'vitest';
import type { BrandAssetItem } from '../../contracts/partnership';
import { assetImage, assetLink, schemeColours } from './brand-asset-preview';

const asset = (overrides: Partial<BrandAssetItem>): BrandAssetItem => ({
  id: 1,
  locationId: 1,
  assetType: 'logo',
  assetName: 'Logo',
  assetUrl: null,
  assetData: null,
  description: null,
  status: 'pending',
  reviewNote: null,
  approvedBy: null,
  approvedDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('brand asset previews', () => {
  it('shows an uploaded PNG, JPEG or WebP, or a web address, and nothing else as an image', () => {
    expect(assetImage(asset({ assetData: 'data:image/png;base64,iVBORw0KGgo=' }))).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(assetImage(asset({ assetData: 'data:image/svg+xml;base64,PHN2Zy8+' }))).toBeNull();
    expect(assetImage(asset({ assetUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(assetImage(asset({ assetUrl: '//evil.example/logo.png' }))).toBeNull();
    expect(assetImage(asset({ assetUrl: 'https://cdn.example/logo.png' }))).toBe('https://cdn.example/logo.png');
    expect(assetLink(asset({ assetUrl: '/uploads/sign.pdf' }))).toBe('/uploads/sign.pdf');
  });

  it('reads a colour scheme as its #rrggbb colours and ignores anything else', () => {
    const scheme = (assetData: string) => schemeColours(asset({ assetType: 'color_scheme', assetData }));
    expect(scheme('["#112233","#ABCDEF"]')).toEqual(['#112233', '#ABCDEF']);
    expect(scheme('["red","#123","url(x)","#0a0b0c"]')).toEqual(['#0a0b0c']);
    expect(scheme('not json')).toEqual([]);
    expect(scheme('{"a":1}')).toEqual([]);
  });
});
