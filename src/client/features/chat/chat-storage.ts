// The session id lives in local storage under chatSessionId. Storage can be unavailable (docs/product/chat-assistant.md)
// (private modes, blocked cookies): the chat then works for the page's lifetime only.
const SESSION_KEY = 'chatSessionId';
// The session whose contact was saved, so that a reload does not offer the transcript again (docs/product/chat-assistant.md).
const CONTACT_SAVED_KEY = 'chatContactSaved';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not kept across reloads; nothing else to do.
  }
}

export const readStoredSessionId = () => read(SESSION_KEY);
export const storeSessionId = (sessionId: string) => write(SESSION_KEY, sessionId);

export const isContactSavedFor = (sessionId: string | null) =>
  sessionId !== null && read(CONTACT_SAVED_KEY) === sessionId;
export const rememberContactSaved = (sessionId: string) => write(CONTACT_SAVED_KEY, sessionId);

// The session whose visitor left their details after nobody could take the chat (docs/product/live-chat.md): the
// form is not offered again after a reload.
const HANDOFF_CONTACT_KEY = 'chatHandoffContactSent';
export const isHandoffContactSentFor = (sessionId: string | null) =>
  sessionId !== null && read(HANDOFF_CONTACT_KEY) === sessionId;
export const rememberHandoffContactSent = (sessionId: string) => write(HANDOFF_CONTACT_KEY, sessionId);
