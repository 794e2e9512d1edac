export { changeOneRecord, type OneRecordChange } from './change-one';
export { loggedCsvExport } from './logged-export';
export type { ActivityOf, Actor } from './service';
export { actorName, actorOf, listActivity, portalActorOf, recordActivity, visitorActor } from './service';
export {
  type CsvExport,
  csvExportHandler,
  type RecordChange,
  type RecordCreation,
  type RecordEndpoint,
  type RecordRemoval,
  serveRecordChange,
  serveRecordCreation,
  serveRecordRemoval,
} from './staff-changes';
export { unitOfWork, type Work, type WorkContext } from './unit-of-work';
