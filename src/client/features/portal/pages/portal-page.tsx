// Replaced by the portal itself; until then the placeholder.
export { default } from './portal-placeholder-page';
