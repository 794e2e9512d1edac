import type { AnswerExplanation } from '../../../../contracts/chat';
import { LabelledText } from '../../../components/ui/labelled-text';
import { modelLines } from './model-explanation';

const pct = (share: number) => `${Math.round(share * 100)} %`;
const strong = 'font-semibold text-slate-900';

/**
 * Why the assistant answered as it did, for staff: the topic it recognised (or why it refused), what the intent
 * model made of the message (its pick, how sure, the runner-up, the closest phrasing), how well each of the
 * visitor's words was covered, the closest sources with their scores, and the runner-up of another topic.
 */
export function AnswerWhy({ explanation }: { explanation: AnswerExplanation }) {
  return (
    <div data-testid="answer-explanation" className="space-y-2 text-xs text-slate-700">
      <p>
        <span className={strong}>Topic: </span>
        {explanation.topic ?? 'none recognised'}
        {explanation.followUp ? ' (read with the previous question)' : ''}
      </p>
      <p>
        <span className={strong}>Why: </span>
        {explanation.reason}
      </p>
      {explanation.model ? (
        <dl data-testid="model-explanation" className="space-y-1 rounded-lg bg-slate-50 px-3 py-2">
          {modelLines(explanation.model).map((line) => (
            <div key={line.label}>
              <dt className="inline font-semibold text-slate-900">{line.label}: </dt>
              <dd className="inline wrap-anywhere">{line.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <LabelledText label="Words" labelClassName={strong}>
        {explanation.words.map((word) => `${word.word} ${pct(word.coverage)}`).join(' · ')}
      </LabelledText>
      {explanation.sources.length ? (
        <div>
          <p className="font-semibold text-slate-900">Closest sources</p>
          <ol className="ml-4 list-decimal">
            {explanation.sources.map((source) => (
              <li key={`${source.title}-${source.link}`}>
                {source.link ? `${source.title} (${source.link})` : source.title}: score {source.score.toFixed(2)},
                covers {pct(source.coverage)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {explanation.runnerUp ? (
        <LabelledText label="Runner-up of another topic" labelClassName={strong}>
          {explanation.runnerUp.title}, score {explanation.runnerUp.score.toFixed(2)}
        </LabelledText>
      ) : null}
    </div>
  );
}

/** The explanation folded under an answer, opened on demand. */
export function AnswerWhyDisclosure({ explanation }: { explanation: AnswerExplanation | null }) {
  if (!explanation) return null;
  return (
    <details className="mt-1 max-w-[85%] rounded-lg border border-slate-200 bg-white px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-xs font-medium text-navy-800">
        Why this answer
      </summary>
      <AnswerWhy explanation={explanation} />
    </details>
  );
}
