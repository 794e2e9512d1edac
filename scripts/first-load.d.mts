import type { Page } from '@playwright/test';

export type Served = { path: string; type: string; bytes: number; encoding: string | undefined };
export const PHONE_VIEWPORT: { width: number; height: number };
export const QUIET_MS: number;
export const phoneContext: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export function firstLoad(page: Page, url: string): Promise<Served[]>;
export function bytesOf(responses: Served[], type: string): number;
