export { createLoginThrottle, tooManySignInsMessage } from './login-throttle';
export {
  ABSOLUTE_LIFETIME_MS,
  createSession,
  endLocationSessions,
  endSession,
  endUserSessions,
  hashToken,
} from './sessions';
