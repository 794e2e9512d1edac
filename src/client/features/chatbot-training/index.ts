export { TeachButton } from './teach/teach-button';
