import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveConversation } from '../../../../contracts/live-chat';
import { conflict, notFound } from '../../../lib/domain-error';
import { readConversation, requireConversation } from './conversation';
import type { LiveChatDeps, OpenStream } from './deps';
import type { StreamCap } from './stream-caps/caps';
import { streamConversation } from './streams';

export const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/**
 * One side's GET of a conversation: its event stream when the client asks for one (resuming after the browser's
 * Last-Event-ID, else after `after`), otherwise the conversation as it is now.
 */
export async function viewConversation(
  deps: LiveChatDeps,
  openStream: OpenStream,
  side: 'visitor' | 'staff',
  request: FastifyRequest,
  reply: FastifyReply,
  query: { sessionId: string; after: number },
  caps: readonly StreamCap[],
  stillAllowed?: () => Promise<boolean>,
): Promise<LiveConversation | FastifyReply> {
  if (!wantsStream(request)) {
    const conversation = await readConversation(deps.db, query.sessionId);
    if (!conversation) throw notFound('Chat session not found');
    return conversation;
  }
  const session = await requireConversation(deps.db, query.sessionId);
  // A visitor's stream is for a chat that asked for a person: any other session id opens none.
  if (side === 'visitor' && session.handoff === null) throw conflict('This chat has not asked for a person.');
  const stream = await openStream(request, reply, caps);
  await streamConversation(
    deps,
    stream,
    query.sessionId,
    side,
    stream.lastEventId ?? query.after,
    request.log,
    stillAllowed,
  );
  return reply;
}
