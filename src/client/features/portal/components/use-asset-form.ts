import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { BrandAssetRequest } from '../../../../contracts/partnership';
import { describedBy } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useSubmitBrandAsset } from '../api/brand-assets';
import { showServerErrors } from './server-errors';

/**
 * A brand asset's form (a logo or a colour scheme), checked in the browser by its branch of the contract and again
 * by the server; on success the form starts over and `onSent` clears what the form keeps outside itself.
 */
export function useAssetForm<T extends BrandAssetRequest>(options: {
  resolver: Resolver<T>;
  defaults: T;
  fields: readonly Path<T>[];
  onSent?: () => void;
}) {
  const send = useSubmitBrandAsset();
  const form = useForm<T>({ resolver: options.resolver, defaultValues: options.defaults as DefaultValues<T> });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: 'Submitted for approval', description: 'Your partnership team will review it shortly.' });
      form.reset(options.defaults);
      options.onSent?.();
    } catch (error) {
      const message = showServerErrors(error, form.setError, options.fields, 'Failed to submit the brand asset');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });
  const errorOf = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: Path<T>, id: string) => ({ id, ...describedBy(id, errorOf(name)), ...form.register(name) });
  return { form, onSubmit, field, errorOf };
}
