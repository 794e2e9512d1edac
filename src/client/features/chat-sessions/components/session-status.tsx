import { Badge } from '../../../components/ui/badge';

/** §9: a session id is shown by its first 8 characters. */
export const shortSessionId = (sessionId: string) => sessionId.slice(0, 8);

/** §4 "Chat session status": 'Email Sent' once the transcript went out, otherwise 'Active'. */
export function SessionStatusBadge({ emailSent }: { emailSent: boolean }) {
  return emailSent ? <Badge tone="green">Email Sent</Badge> : <Badge tone="blue">Active</Badge>;
}
