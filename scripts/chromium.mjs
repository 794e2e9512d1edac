// Which Chromium the tests, screenshots and benches drive: always Debian's, never a downloaded browser.
// Automated runs prefer Debian's headless shell (package chromium-headless-shell): the same engine without the
// desktop browser around it, about half the CPU per page on this machine (decision 034). Lighthouse needs the full
// browser, so the page-weight bench asks for it.
import { existsSync } from 'node:fs';

export const fullChromium = '/usr/bin/chromium';
export const headlessShell = '/usr/bin/chromium-headless-shell';

/** Flags for a headless run on a machine with no GPU and a closed network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** `CHROMIUM_PATH` when set; else the headless shell when installed; else the full browser. */
export function chromiumPath({ full = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (!full && existsSync(headlessShell)) return headlessShell;
  return fullChromium;
}
