export { createLocationAccount } from './accounts';
export { toPortalInstallation } from './installation';
export { findLocation, listLocations } from './service';
