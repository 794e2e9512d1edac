// Replaced by the screen itself; until then the back office's "not built yet" state.
export { default } from '../../admin-shell/pages/admin-placeholder-page';
