import type { ChatMessage } from '../../../../contracts/chat';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

type Confidence = NonNullable<ChatMessage['confidence']>;

// The assistant's tiers (decision 011): a fixed intent, a confident answer, a hedged one, or none (hand-off).
const confidences: Record<Confidence, { label: string; tone: BadgeTone }> = {
  intent: { label: 'Intent', tone: 'blue' },
  answer: { label: 'Answer', tone: 'green' },
  hedged: { label: 'Hedged', tone: 'amber' },
  none: { label: 'No answer', tone: 'red' },
  person: { label: 'To a person', tone: 'blue' },
};

/** Where an assistant answer came from and how sure it was: the sources' titles and the confidence tier. */
export function AnswerMeta({
  sources,
  confidence,
}: {
  sources: ChatMessage['sources'];
  confidence: ChatMessage['confidence'];
}) {
  if (!confidence && !sources?.length) return null;
  const tier = confidence ? confidences[confidence] : null;
  return (
    <div className="mt-1 flex max-w-[85%] flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-slate-600">
      {tier ? <Badge tone={tier.tone}>Confidence: {tier.label}</Badge> : null}
      {sources?.length ? (
        <span className="wrap-anywhere">Sources: {sources.map((source) => source.title).join(', ')}</span>
      ) : (
        <span>No sources</span>
      )}
    </div>
  );
}
