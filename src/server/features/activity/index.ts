export type { ActivityOf, Actor } from './service';
export { actorName, actorOf, listActivity, portalActorOf, recordActivity, visitorActor } from './service';
export { unitOfWork, type Work, type WorkContext } from './unit-of-work';
