export { useLocations } from './api/locations';
export { JourneyDialog } from './components/journey-dialog';
