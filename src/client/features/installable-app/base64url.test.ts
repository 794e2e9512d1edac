import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url';

const bytesOf = (text: string) => Array.from(base64UrlToBytes(text));

describe('base64UrlToBytes', () => {
  it('reads the URL-safe alphabet without padding', () => {
    expect(bytesOf('AQID')).toEqual([1, 2, 3]);
    expect(bytesOf('-_8')).toEqual([251, 255]);
    expect(bytesOf('AA')).toEqual([0]);
    expect(bytesOf('')).toEqual([]);
  });

  it('accepts padding', () => {
    expect(bytesOf('AA==')).toEqual([0]);
    expect(bytesOf('AQI=')).toEqual([1, 2]);
  });

  it('reads a VAPID public key as its 65 bytes, an uncompressed P-256 point', () => {
    const key = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index)]).toString('base64url');
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Array.from(bytes.slice(1))).toEqual(Array.from({ length: 64 }, (_, index) => index));
  });

  it('refuses standard base64 and impossible lengths', () => {
    expect(() => base64UrlToBytes('ab+/')).toThrow('Not a base64url string');
    expect(() => base64UrlToBytes('abcde')).toThrow('Not a base64url string');
  });
});
