export { actorName, actorOf, listActivity, recordActivity } from './service';
