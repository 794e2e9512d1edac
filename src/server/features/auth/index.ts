export { createLoginThrottle, tooManySignInsMessage } from './login-throttle';
export { sessionClient, setSessionCookie } from './session-cookie';
export {
  createSession,
  endLocationSessions,
  endSession,
  endUserSessions,
  hashToken,
  IDLE_TIMEOUT_MS,
} from './sessions';
