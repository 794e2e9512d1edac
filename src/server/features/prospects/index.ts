export { addDemoProspects } from './demo';
export { prospectFromChat } from './from-chat';
export { listProspects } from './service';
