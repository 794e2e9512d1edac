// A partner location: its account and portal credentials, installation, partnership journey, requests and portal.
export { createLocationAccount } from './accounts';
export { DEMO_LOCATION_CODE, seedDemoPartnership } from './demo';
export type { LocationRecord } from './location-record';
export { findLocation, listLocations } from './locations';
export {
  PORTAL_COOKIE,
  PORTAL_PREFIX,
  type PortalAccount,
  portalAuthPlugin,
  portalOf,
  portalTokenOf,
  resolvePortal,
} from './portal/portal-guard';
