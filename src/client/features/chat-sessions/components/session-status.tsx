import type { HandoffStatus } from '../../../../contracts/enums';
import { Badge } from '../../../components/ui/badge';

/** A session id is shown by its first 8 characters (docs/product/chat-sessions.md). */
export const shortSessionId = (sessionId: string) => sessionId.slice(0, 8);

/**
 * A session's status (docs/product/live-chat.md): 'Waiting' for a person, 'Live · Maria' while a person has it,
 * otherwise 'Email Sent' once the transcript went out, else 'Active' (docs/product/chat-sessions.md).
 */
export function SessionStatusBadge(props: {
  emailSent: boolean;
  handoff?: HandoffStatus | null;
  agentName?: string | null;
}) {
  if (props.handoff === 'waiting') return <Badge tone="amber">Waiting</Badge>;
  if (props.handoff === 'live')
    return <Badge tone="navy">{props.agentName ? `Live · ${props.agentName}` : 'Live'}</Badge>;
  return props.emailSent ? <Badge tone="green">Email Sent</Badge> : <Badge tone="blue">Active</Badge>;
}
