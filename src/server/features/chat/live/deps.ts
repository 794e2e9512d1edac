import type { Agent } from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../../contracts/site';
import type { Database } from '../../../db/client';
import type { DomainEvents } from '../../../lib/domain-events';
import type { EventStream } from '../../../lib/event-stream';
import type { LiveBus } from '../../../lib/live-bus/bus';
import type { Mailer } from '../../mail';
import type { StreamCap } from './stream-caps/caps';

/** What the live chat's services work with: the database, the signals between instances, the site's words. */
export type LiveChatDeps = {
  db: Database;
  bus: LiveBus;
  site: SiteConfig;
  mailer: Mailer;
  /** The app's domain events (a unit of work sends its own after the commit). */
  events: DomainEvents;
  /** Called after a conversation starts waiting (Web Push to staff); never throws. */
  onWaiting?: (waiting: { sessionId: string; userName: string | null; preview: string | null }) => void;
  /**
   * The checked HTTPS agent Web Push goes through (push/push-agent.ts; a test passes one that trusts its own push
   * service); default: one shared `PushAgent`. Any other kind of agent is refused.
   */
  pushAgent?: Agent;
};

/**
 * Opens a server-sent event stream that the app ends when it closes, counted under its caps: the oldest stream
 * past a cap is sent `replaced` and closed.
 */
export type OpenStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  caps: readonly StreamCap[],
) => Promise<EventStream>;
