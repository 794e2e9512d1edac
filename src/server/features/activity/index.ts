export type { ActivityOf, Actor } from './service';
export { actorName, actorOf, audited, listActivity, recordActivity } from './service';
