import { Badge } from '../../../components/ui/badge';

/** A session id is shown by its first 8 characters (docs/product/chat-sessions.md). */
export const shortSessionId = (sessionId: string) => sessionId.slice(0, 8);

/** 'Email Sent' once the transcript went out, otherwise 'Active' (docs/product/chat-sessions.md). */
export function SessionStatusBadge({ emailSent }: { emailSent: boolean }) {
  return emailSent ? <Badge tone="green">Email Sent</Badge> : <Badge tone="blue">Active</Badge>;
}
