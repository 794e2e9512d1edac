import { Badge } from '../../../components/ui/badge';

/**
 * The test's session badge (docs/product/chat-assistant.md: a random 9-character id) and, once the assistant answered, the stored
 * session's short id, by which the test is found in Chat Sessions.
 */
export function SessionBadge({ badgeId, serverSessionId }: { badgeId: string; serverSessionId: string | null }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Badge tone="navy" className="font-mono">
        Session {badgeId}
      </Badge>
      {serverSessionId ? (
        <span data-testid="stored-session">
          Stored as chat session <code className="font-mono text-slate-800">{serverSessionId.slice(0, 8)}</code>
        </span>
      ) : (
        <span>Not stored yet: the first message opens a chat session.</span>
      )}
    </div>
  );
}
