export { createLoginThrottle, tooManySignInsMessage } from './login-throttle';
export { sessionClient, setSessionCookie } from './session-cookie';
export {
  createSession,
  endLocationSessions,
  endOtherSessions,
  endSession,
  endUserSessions,
  findLiveSession,
  hashToken,
  IDLE_TIMEOUT_MS,
} from './sessions';
export {
  isBackOfficeRoute,
  resolveStaff,
  STAFF_COOKIE,
  staffAuthPlugin,
  staffOf,
  staffSessionOf,
} from './staff-guard';
