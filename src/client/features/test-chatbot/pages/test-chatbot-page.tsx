import { useRef } from 'react';
import { AdminPage } from '../../admin-shell';
import { AdminsOnly } from '../components/admins-only';
import { LastAnswerWhy } from '../components/last-answer-why';
import { QuickTests } from '../components/quick-tests';
import { SessionBadge } from '../components/session-badge';
import { TestChatBox } from '../components/test-chat-box';
import { TrainingNote } from '../components/training-note';
import { useTestChat } from '../hooks/use-test-chat';

function TestChatbot() {
  const chat = useTestChat();
  const chatBox = useRef<HTMLElement>(null);
  const askQuick = (question: string) => {
    void chat.ask(question);
    // On a phone the chat sits below the questions: bring it up to see the answer arrive.
    chatBox.current?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <div className="space-y-4">
      <SessionBadge badgeId={chat.badgeId} serverSessionId={chat.serverSessionId} />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-4">
          <QuickTests onAsk={askQuick} disabled={chat.waiting} />
          <LastAnswerWhy
            sessionId={chat.serverSessionId}
            messageId={chat.entries.findLast((entry) => entry.role === 'assistant')?.messageId ?? null}
          />
          <TrainingNote />
        </div>
        <TestChatBox
          ref={chatBox}
          entries={chat.entries}
          waiting={chat.waiting}
          onSend={(text) => void chat.ask(text)}
        />
      </div>
    </div>
  );
}

/** /test-chatbot (docs/product/chat-assistant.md): try the assistant as a visitor would, with quick-test questions and a live chat. */
export default function TestChatbotPage() {
  return (
    <AdminPage title="Test Chatbot">
      <AdminsOnly>
        <TestChatbot />
      </AdminsOnly>
    </AdminPage>
  );
}
