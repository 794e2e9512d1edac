export type { ActivityOf, Actor } from './service';
export { actorName, actorOf, audited, listActivity, recordActivity } from './service';
export { unitOfWork, type Work, type WorkContext } from './unit-of-work';
