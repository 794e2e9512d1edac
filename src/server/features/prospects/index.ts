export { prospectFromChat } from './from-chat';
export { addSampleProspects } from './sample-data';
export { listProspects } from './service';
