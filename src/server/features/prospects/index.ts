export { listProspects } from './service';
