export { ManagerContactFields } from './components/manager-contact-fields';
