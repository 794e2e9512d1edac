import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';

// Eight quick-test questions, one per topic the assistant must handle (docs/product/chat-assistant.md).
export const quickTestQuestions = [
  'What is a micro market and how does it work?',
  'How much does a micro market cost?',
  'How does your AI checkout technology work?',
  'How long does installation take?',
  'What products do your markets carry?',
  'Can the market carry our custom branding?',
  'What support do you provide?',
  'How much space does a micro market need?',
] as const;

/** One tap sends a question to the live chat. */
export function QuickTests({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <Panel id="quick-tests-title" title="Quick tests" className="p-4">
      <p className="mt-1 text-sm text-slate-600">Send a common visitor question with one tap.</p>
      <ul className="mt-3 grid gap-2">
        {quickTestQuestions.map((question) => (
          <li key={question}>
            <Button
              variant="outline"
              className="h-auto w-full justify-start py-2 text-left aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              // aria-disabled rather than disabled: the button keeps the keyboard focus while the reply loads.
              aria-disabled={disabled}
              onClick={() => {
                if (!disabled) onAsk(question);
              }}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
