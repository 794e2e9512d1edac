import { useRef, useState } from 'react';
import type { ChatResponse } from '../../../../contracts/chat';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useStaffSession } from '../../admin-shell';
import { useSendTestMessage } from '../api/send-test-message';
import { randomTestSessionId } from '../test-session-id';

/** One message of the test conversation (docs/product/chat-assistant.md), with the reply's provenance. */
export type TestEntry = {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  sources: ChatResponse['sources'] | null;
  confidence: ChatResponse['confidence'] | null;
  /** The stored answer's id, to find why it was given. */
  messageId: number | null;
};

let nextKey = 0;
const entry = (role: TestEntry['role'], content: string, reply?: ChatResponse): TestEntry => ({
  key: `${role}-${++nextKey}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  sources: reply?.sources ?? null,
  confidence: reply?.confidence ?? null,
  messageId: reply?.messageId ?? null,
});

/**
 * The chatbot test conversation: a random 9-character session id for the badge, sent with the first message;
 * the server's session id is adopted from the first reply, so the whole test is one session in /admin-chat.
 */
export function useTestChat() {
  const staff = useStaffSession();
  const [badgeId] = useState(randomTestSessionId);
  const [serverSessionId, setServerSessionId] = useState<string | null>(null);
  const [entries, setEntries] = useState<TestEntry[]>([]);
  const send = useSendTestMessage();
  // A second send in the same tick (a double click) is ignored.
  const sending = useRef(false);

  const ask = async (text: string): Promise<boolean> => {
    const message = text.trim();
    if (!message || sending.current) return false;
    sending.current = true;
    setEntries((current) => [...current, entry('user', message)]);
    const user = staff.data;
    try {
      const reply = await send.mutateAsync({
        message,
        sessionId: serverSessionId ?? badgeId,
        userEmail: user?.email,
        userName: user ? `${user.firstName} ${user.lastName} (chatbot test)` : undefined,
      });
      setServerSessionId(reply.sessionId);
      setEntries((current) => [...current, entry('assistant', reply.response, reply)]);
    } catch (error) {
      toast({ title: 'The assistant did not answer', description: serverMessage(error), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
    return true;
  };

  return { badgeId, serverSessionId, entries, waiting: send.isPending, ask };
}
