import { useState } from 'react';
import { withToasts } from '../../../components/forms/with-toasts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describedBy, Field, Textarea } from '../../../components/ui/form-controls';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { serverMessage } from '../../../lib/server-message';
import { useChangeSynonyms, useSynonyms } from '../api/synonyms';
import { lineErrors, parseSynonymText, synonymsToText } from './synonym-lines';

const FIELD = 'training-synonyms';

/**
 * The assistant's synonym list (docs/product/training.md), edited as text: a word or phrase visitors use, "=", and the
 * words the training entries use for it. Saved, the next answer reads it.
 */
export function SynonymsEditor() {
  const synonyms = useSynonyms();
  if (synonyms.isPending) return <Spinner label="Loading synonyms" className="py-8" />;
  if (!synonyms.data) return <p className="py-8 text-center text-slate-600">The synonyms could not be loaded.</p>;
  return <SynonymsForm key={synonyms.data.updatedAt ?? 'default'} list={synonyms.data} />;
}

function SynonymsForm({ list }: { list: NonNullable<ReturnType<typeof useSynonyms>['data']> }) {
  const change = useChangeSynonyms();
  const [text, setText] = useState(() => synonymsToText(list.synonyms));
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmReset, setConfirmReset] = useState(false);
  const error = errors.length ? errors.join('; ') : undefined;

  const save = async () => {
    const parsed = parseSynonymText(text);
    if (parsed.errors.length) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    try {
      await change.mutateAsync({ synonyms: parsed.entries });
      toast({ title: 'Synonyms saved', description: 'The assistant uses them from the next question on.' });
    } catch (failure) {
      const details = parseApiError(failure);
      const refused = details ? lineErrors(details.fieldErrors, parsed.lines) : [];
      if (refused.length) setErrors(refused);
      toast({ title: 'Failed to save synonyms', description: serverMessage(failure), variant: 'destructive' });
    }
  };

  const reset = async () => {
    const restored = await withToasts(() => change.mutateAsync('reset'), 'Built-in synonyms restored', {
      title: 'Failed to restore synonyms',
    });
    if (restored) setConfirmReset(false);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {list.isDefault
          ? `The built-in list: ${list.synonyms.length} synonyms.`
          : `${list.synonyms.length} synonyms, last saved by ${list.updatedBy ?? 'an admin'} on ${formatDateTime(list.updatedAt)}.`}
      </p>
      <Field
        id={FIELD}
        label="Synonym list"
        hint='One per line: the word visitors use, "=", and the words our answers use. Example: price = cost'
        error={error}
      >
        <Textarea
          id={FIELD}
          rows={12}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          className="whitespace-pre font-mono text-sm"
          {...describedBy(FIELD, error, 'hint')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} disabled={change.isPending}>
          Save Synonyms
        </Button>
        {list.isDefault ? null : (
          <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={change.isPending}>
            Restore Built-in List
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmReset}
        title="Restore Built-in Synonyms"
        message="Your list is replaced by the built-in one. The assistant uses it from the next question on."
        confirmLabel="Restore"
        busy={change.isPending}
        onConfirm={() => void reset()}
        onClose={() => setConfirmReset(false)}
      />
    </div>
  );
}
