import { X } from 'lucide-react';
import { PHRASINGS_MAX } from '../../../../contracts/assistant-teaching';
import { withToasts } from '../../../components/forms/with-toasts';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { IconButton } from '../../../components/ui/icon-button';
import { Spinner } from '../../../components/ui/spinner';
import { useAddPhrasing, usePhrasings, useRemovePhrasing } from '../api/teaching';
import { movedNote } from '../teach/taught-words';
import { TaughtTextForm } from './taught-text-form';

/**
 * An entry's visitor phrasings (docs/product/chat-assistant.md, "Staff teach it"): the ways people ask for this
 * answer, which the assistant learns the entry from. Each one added or removed is saved at once.
 */
export function PhrasingsDialog({ entry, onClose }: { entry: { id: number; title: string }; onClose: () => void }) {
  const phrasings = usePhrasings(entry.id);
  const add = useAddPhrasing();
  const remove = useRemovePhrasing();
  const list = phrasings.data?.phrasings ?? [];

  const removeOne = (text: string) =>
    withToasts(() => remove.mutateAsync({ entryId: entry.id, text }), 'Phrasing removed', {
      title: 'Failed to remove the phrasing',
    });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={`Phrasings: ${entry.title}`}
        description="How visitors ask for this answer, in their words. The assistant learns the entry from them, and answers a question asked exactly like one of them from this entry at once."
        className="max-w-2xl"
      >
        <div className="space-y-4">
          <TaughtTextForm
            idPrefix="phrasing"
            noun="Phrasing"
            label="Add a phrasing"
            hint="One question, as a visitor would type it"
            submitLabel="Add"
            failed="Failed to add the phrasing"
            send={async (text) => {
              const added = await add.mutateAsync({ entryId: entry.id, text });
              return { title: 'Phrasing added', description: movedNote(added) };
            }}
          />
          {phrasings.isPending ? (
            <Spinner label="Loading the phrasings" className="py-6" />
          ) : phrasings.isError ? (
            <p className="text-sm text-slate-600">The phrasings could not be loaded.</p>
          ) : (
            <>
              <p className="text-sm text-slate-600" data-testid="phrasing-count">
                {list.length} of {PHRASINGS_MAX} phrasings
              </p>
              {list.length === 0 ? (
                <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  No phrasings yet: the assistant knows this entry only by its title, tags and answer.
                </p>
              ) : (
                <ul aria-label="Phrasings" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {list.map((text) => (
                    <li key={text} className="flex items-center gap-2 py-1 pl-3 pr-1 text-sm text-slate-800">
                      <span className="min-w-0 flex-1 wrap-anywhere">{text}</span>
                      <IconButton
                        label={`Remove phrasing: ${text}`}
                        icon={X}
                        iconClassName="size-4"
                        disabled={remove.isPending}
                        onClick={() => void removeOne(text)}
                        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
