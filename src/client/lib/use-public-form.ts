import { type FormEvent, useState } from 'react';
import { type ToastInput, toast } from '../components/ui/use-toast';
import { parseApiError } from './api';
import { type FieldErrors, firstMessages, focusFirstError, readForm } from './form-data';
import { useSubmit } from './use-submit';

/**
 * The submit flow shared by the public forms: the browser has already checked the constraints; `allow` may stop
 * the send (the agreement rule); success hands the form back to reset it; failure keeps every value, marks the
 * fields the server refused, focuses the first one and shows the failure notice.
 */
export function usePublicForm<TBody>(options: {
  toBody: (values: Record<string, string>) => TBody;
  send: (body: TBody) => Promise<unknown>;
  onSuccess: (form: HTMLFormElement) => void;
  failure: ToastInput;
  allow?: () => boolean;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useSubmit(options.send);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.isPending || (options.allow && !options.allow())) return;
    try {
      await sending.submit(options.toBody(readForm(form)));
      setErrors({});
      options.onSuccess(form);
    } catch (error) {
      const refused = firstMessages(parseApiError(error)?.fieldErrors ?? {});
      setErrors(refused);
      focusFirstError(form, refused);
      toast({ ...options.failure, variant: 'destructive' });
    }
  };

  return { errors, isPending: sending.isPending, onSubmit };
}
