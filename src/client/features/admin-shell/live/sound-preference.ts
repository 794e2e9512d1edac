import { useSyncExternalStore } from 'react';

/** Whether a waiting chat rings in this browser: off until the staff member turns it on, then remembered. */
const SOUND_KEY = 'liveChatSound';

const listeners = new Set<() => void>();
/** The choice made in this page, for when storage refuses to keep it. */
let memory: boolean | undefined;

export function soundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean) {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private modes may refuse storage: the choice then lasts until the page closes.
  }
  memory = on;
  for (const listener of listeners) listener();
}

const read = () => memory ?? soundOn();

/** The Sound choice and its setter, shared by every component that shows it. */
export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  return [on, setSoundOn];
}
