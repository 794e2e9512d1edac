import type { Readable } from 'node:stream';
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { idParams } from '../../../contracts/common';
import type { BodyOf, Endpoint, HandlerAnswer } from '../../../contracts/endpoint';
import type { successResponse } from '../../../contracts/fields';
import type { Database } from '../../db/client';
import { csvDownload } from '../../lib/csv-stream';
import type { DomainEvents } from '../../lib/domain-events';
import { serve } from '../../lib/serve';
import { succeeded } from '../../lib/succeeded';
import { type Actor, actorOf } from './service';

// The back office's changes are made by services that take the database, what the form sent, who makes the change
// and the app's events (and the record's id, for a change of one record). These register the routes that call them,
// so each route says only which service it calls.

/** The app as the routes below need it: to register a route, and the database and events the services get. */
type App = Pick<FastifyInstance, 'route' | 'db' | 'events'>;

/** A staff member's new record: the database, the form, who adds it and the app's events; it answers the record. */
export type RecordCreation<Input, Answer> = (
  db: Database,
  input: Input,
  actor: Actor,
  events: DomainEvents,
) => Promise<Answer>;

/** A staff member's change of the record `id`, as `RecordCreation` with the id; it answers the record as changed. */
export type RecordChange<Input, Answer> = (
  db: Database,
  id: number,
  input: Input,
  actor: Actor,
  events: DomainEvents,
) => Promise<Answer>;

/** A call that changes the record of the path's `:id`. */
export type RecordEndpoint = Endpoint & { params: typeof idParams };

// Fastify's request types cannot be read through the generic endpoint: the body is the endpoint's and the params
// are `idParams`, as the endpoint's type says, hence the casts.
const bodyOf = <E extends Endpoint>(request: { body: unknown }) => request.body as BodyOf<E>;
const idOf = (request: { params: unknown }) => (request.params as z.output<typeof idParams>).id;

/** Registers the route of a new record: the service gets the body, and what it answers is the route's answer. */
export function serveRecordCreation<E extends Endpoint>(
  app: App,
  endpoint: E,
  access: FastifyContextConfig,
  create: RecordCreation<BodyOf<E>, HandlerAnswer<E>>,
) {
  serve(app, endpoint, access, async (request) => create(app.db, bodyOf<E>(request), actorOf(request), app.events));
}

/**
 * Registers the route of a change of one record: the service gets the path's id and the body, or what `input` takes
 * from the body (a change of one field), and what it answers is the route's answer.
 */
export function serveRecordChange<E extends RecordEndpoint>(
  app: App,
  endpoint: E,
  access: FastifyContextConfig,
  change: RecordChange<BodyOf<E>, HandlerAnswer<E>>,
): void;
export function serveRecordChange<E extends RecordEndpoint, Input>(
  app: App,
  endpoint: E,
  access: FastifyContextConfig,
  change: RecordChange<Input, HandlerAnswer<E>>,
  input: (body: BodyOf<E>) => Input,
): void;
export function serveRecordChange<E extends RecordEndpoint>(
  app: App,
  endpoint: E,
  access: FastifyContextConfig,
  change: RecordChange<unknown, HandlerAnswer<E>>,
  input: (body: BodyOf<E>) => unknown = (body) => body,
) {
  serve(app, endpoint, access, async (request) =>
    change(app.db, idOf(request), input(bodyOf<E>(request)), actorOf(request), app.events),
  );
}

/** A staff member's removal of the record `id`, as `RecordChange` without the form; what it answers is not sent. */
export type RecordRemoval = (db: Database, id: number, actor: Actor, events: DomainEvents) => Promise<unknown>;

/** Registers the route of a removal of one record: the service gets the path's id; the route answers `{ success: true }`. */
export function serveRecordRemoval(
  app: App,
  endpoint: RecordEndpoint & { answer: typeof successResponse },
  access: FastifyContextConfig,
  remove: RecordRemoval,
) {
  serve(app, endpoint, access, async (request) =>
    succeeded(remove(app.db, idOf(request), actorOf(request), app.events)),
  );
}

/** A staff list's export: the database, the list's query, the business's time zone and who downloads it. */
export type CsvExport<Query> = (db: Database, query: Query, timeZone: string, actor: Actor) => Promise<Readable>;

/** The handler of a CSV download: the file `<name>-<today>.csv`, the rows as `exported` streams them. */
export const csvExportHandler =
  <Query>(app: Pick<FastifyInstance, 'db' | 'config'>, name: string, exported: CsvExport<Query>) =>
  async (request: Parameters<typeof actorOf>[0] & { query: Query }, reply: FastifyReply) => {
    const timeZone = app.config.site.timeZone;
    return reply
      .headers(csvDownload(name, timeZone))
      .send(await exported(app.db, request.query, timeZone, actorOf(request)));
  };
