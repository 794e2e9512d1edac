export { LocationCodeField, ManagerContactFields } from './components/location-account-fields';
