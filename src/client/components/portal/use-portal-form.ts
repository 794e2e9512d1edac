import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { describedBy } from '../ui/form-controls';
import { type ToastInput, toast } from '../ui/use-toast';
import { showServerErrors } from './server-errors';

/**
 * A portal form on its shared contract: checked in the browser by the same schema the server applies, sent, then
 * a toast and a fresh form; a refusal puts the server's field errors on the fields and its message in an 'Error'
 * toast (`failed` when the server gave none).
 */
export function usePortalForm<TInput extends FieldValues, TOutput>(options: {
  /** The shared contract, which the browser checks field by field as the server will. */
  schema: z.ZodType<TOutput, TInput>;
  defaults: TInput;
  fields: readonly Path<TInput>[];
  send: (values: TOutput) => Promise<unknown>;
  sent: ToastInput;
  failed: string;
  onSent?: () => void;
}) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema) as Resolver<TInput, unknown, TOutput>,
    defaultValues: options.defaults as DefaultValues<TInput>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await options.send(values);
      toast(options.sent);
      form.reset(options.defaults);
      options.onSent?.();
    } catch (error) {
      const description = showServerErrors(error, form.setError, options.fields, options.failed);
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });
  const errorOf = (name: Path<TInput>) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: Path<TInput>, id: string, rules?: RegisterOptions<TInput, Path<TInput>>) => ({
    id,
    ...describedBy(id, errorOf(name)),
    ...form.register(name, rules),
  });
  return { form, onSubmit, field, errorOf };
}
