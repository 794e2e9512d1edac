import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { taughtText } from '../../../../contracts/assistant-teaching';
import { FormControl } from '../../../components/forms/form-control';
import type { ToastText } from '../../../components/forms/with-toasts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';

type Props = {
  idPrefix: string;
  /** The field's name in messages ("Phrasing", "Example") and its label. */
  noun: string;
  label: string;
  hint: string;
  submitLabel: string;
  failed: string;
  /** Sends the text; answers the success toast. */
  send: (text: string) => Promise<ToastText>;
};

/**
 * One line taught to the assistant (a phrasing, an out-of-scope example), checked by the contract the server uses;
 * the server's refusal (a duplicate, the limit) shows under the field as well as in a toast. Emptied once added.
 */
export function TaughtTextForm({ idPrefix, noun, label, hint, submitLabel, failed, send }: Props) {
  const form = useForm({ resolver: zodResolver(z.object({ text: taughtText(noun) })), defaultValues: { text: '' } });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      toast(await send(text));
      form.reset({ text: '' });
    } catch (error) {
      const refusal = parseApiError(error)?.fieldErrors.text?.[0];
      if (refusal) form.setError('text', { message: refusal });
      toast({ title: failed, description: serverMessage(error), variant: 'destructive' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <FormControl form={form} name="text" idPrefix={idPrefix} label={label} hint={hint} className="min-w-0 flex-1">
        {(control) => <Input autoComplete="off" {...control} />}
      </FormControl>
      <Button type="submit" disabled={form.formState.isSubmitting} className="sm:mt-7" icon={Plus}>
        {submitLabel}
      </Button>
    </form>
  );
}
