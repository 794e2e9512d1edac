export { createLoginThrottle, tooManySignInsMessage } from './login-throttle';
export { sessionClient, setSessionCookie } from './session-cookie';
export {
  ABSOLUTE_LIFETIME_MS,
  createSession,
  endLocationSessions,
  endSession,
  endUserSessions,
  hashToken,
  IDLE_TIMEOUT_MS,
} from './sessions';
