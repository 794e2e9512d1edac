export { addSampleProspects } from './sample-data';
export { listProspects } from './service';
