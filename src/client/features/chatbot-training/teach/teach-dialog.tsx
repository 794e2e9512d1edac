import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { TrainingEntryItem } from '../../../../contracts/assistant-admin';
import { LabelledInput } from '../../../components/forms/labelled-input';
import { withToasts } from '../../../components/forms/with-toasts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDebounced } from '../../../lib/use-debounced';
import { useAddOutOfScope, useAddPhrasing } from '../api/teaching';
import { trainingQuery } from '../api/training';
import { categoryLabel } from '../components/training-labels';
import { outOfScopeTaught, phrasingTaught } from './taught-words';

/** What is taught: a visitor's message of a stored chat, or a training suggestion. */
export type TeachSource = { messageId: number } | { suggestionId: number };
/** What was taught, for the screen to show beside the message. */
export type TaughtOutcome = { entry: string } | { notOurs: true };

const SHOWN = 8;

/**
 * "This should have been answered by…" (an entry picked from a searchable list of the active ones: the message
 * becomes one of its phrasings) or "Not our topic" (it becomes an out-of-scope example). Either is answered so at
 * once by every instance, and the assistant retrains with it.
 */
export function TeachDialog(props: {
  question: string;
  source: TeachSource;
  /** Entry titles the assistant considered, offered as searches. */
  closest: readonly string[];
  onClose: () => void;
  onTaught: (outcome: TaughtOutcome) => void;
}) {
  const { question, source, closest } = props;
  const ids = useId();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const entries = useQuery(trainingQuery({ search: settled, active: 'true' }, 1, SHOWN));
  const [chosenId, setChosenId] = useState<number | null>(null);
  // A considered entry clicked: searched by its title, and chosen once the list shows it.
  const [wanted, setWanted] = useState<string | null>(null);
  const addPhrasing = useAddPhrasing();
  const notOurs = useAddOutOfScope();
  const busy = addPhrasing.isPending || notOurs.isPending;
  const failed = { title: 'Failed to teach the assistant' };

  const items = entries.data?.items ?? [];
  const more = Math.max(0, (entries.data?.total ?? 0) - items.length);
  // Only an entry the list shows can be the one taught: what staff see is what they choose.
  const chosen: TrainingEntryItem | undefined = items.find((entry) => entry.id === chosenId);
  useEffect(() => {
    const match = wanted === null ? undefined : items.find((entry) => entry.title === wanted);
    if (match) {
      setChosenId(match.id);
      setWanted(null);
    }
  }, [items, wanted]);

  const teachEntry = async () => {
    if (!chosen) return;
    const done = await withToasts(
      () => addPhrasing.mutateAsync({ entryId: chosen.id, ...source }),
      phrasingTaught,
      failed,
    );
    if (done) props.onTaught({ entry: chosen.title });
  };
  const teachNotOurs = async () => {
    if (await withToasts(() => notOurs.mutateAsync(source), outOfScopeTaught, failed))
      props.onTaught({ notOurs: true });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent
        title="Teach the assistant"
        description="What should it have done with this message? The next visitor who asks it gets the new answer at once."
        className="max-w-2xl"
      >
        <blockquote
          className="rounded-xl bg-navy-900 px-4 py-3 text-sm text-white wrap-anywhere"
          data-testid="taught-question"
        >
          {question}
        </blockquote>
        <section aria-labelledby={`${ids}-entry`} className="mt-5 space-y-3">
          <h3 id={`${ids}-entry`} className="text-base font-semibold text-navy-900">
            This should have been answered by…
          </h3>
          <LabelledInput
            id={`${ids}-search`}
            label="Find the entry"
            hint="Search the titles, answers and tags of the active entries"
            type="search"
            autoComplete="off"
            value={search}
            onValueChange={setSearch}
          />
          {closest.length ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span>The assistant considered:</span>
              {closest.map((title) => (
                <Button
                  key={title}
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSearch(title);
                    setWanted(title);
                  }}
                  className="text-left"
                >
                  {title}
                </Button>
              ))}
            </div>
          ) : null}
          <fieldset>
            <legend className="sr-only">Training entries</legend>
            {entries.isPending ? (
              <Spinner label="Loading the entries" className="py-6" />
            ) : items.length === 0 ? (
              <p className="rounded-xl bg-slate-50 px-4 py-4 text-center text-sm text-slate-600">
                {entries.isError ? 'The entries could not be loaded.' : 'No active entry matches.'}
              </p>
            ) : (
              <ul className="max-h-72 space-y-1 overflow-y-auto rounded-xl border border-slate-200 p-1">
                {items.map((entry) => (
                  <li key={entry.id}>
                    <label
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-900 hover:bg-slate-50',
                        chosenId === entry.id && 'bg-brand-50 ring-1 ring-inset ring-brand-300',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${ids}-choice`}
                        className="size-4 shrink-0"
                        checked={chosenId === entry.id}
                        onChange={() => setChosenId(entry.id)}
                      />
                      <span className="min-w-0 flex-1 wrap-anywhere">{entry.title}</span>
                      <Badge tone="blue">{categoryLabel(entry.category)}</Badge>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {more > 0 ? (
              <p className="mt-1 text-xs text-slate-600">
                {more} more match{more === 1 ? 'es' : ''}: type more words to narrow the list.
              </p>
            ) : null}
          </fieldset>
          <Button onClick={() => void teachEntry()} disabled={!chosen || busy} className="w-full sm:w-auto">
            {chosen ? `Answer with “${chosen.title}”` : 'Choose the entry that answers it'}
          </Button>
        </section>
        <section aria-labelledby={`${ids}-none`} className="mt-6 space-y-2 border-t border-slate-200 pt-5">
          <h3 id={`${ids}-none`} className="text-base font-semibold text-navy-900">
            Not our topic
          </h3>
          <p className="text-sm text-slate-600">
            The assistant learns not to answer messages like this one: it says it can only help with our micro markets
            and offers a person.
          </p>
          <Button variant="outline" onClick={() => void teachNotOurs()} disabled={busy} className="w-full sm:w-auto">
            Not our topic
          </Button>
        </section>
      </DialogContent>
    </Dialog>
  );
}
