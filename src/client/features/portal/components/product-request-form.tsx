import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { priorities } from '../../../../contracts/enums';
import { productRequestRequest } from '../../../../contracts/partnership';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useRequestProduct } from '../api/product-requests';
import { portalLabel } from './portal-labels';
import { showServerErrors } from './server-errors';

type FormInput = z.input<typeof productRequestRequest>;
type FormOutput = z.output<typeof productRequestRequest>;
const fields = ['productName', 'productCategory', 'justification', 'urgency'] as const;
const defaults: FormInput = { productName: '', productCategory: '', justification: '', urgency: 'medium' };

/** A product the manager would like the market to carry (product_requests, decision 020). */
export function ProductRequestForm() {
  const send = useRequestProduct();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productRequestRequest) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const field = (name: (typeof fields)[number], id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: 'Product Requested', description: 'The team will answer within 24 hours.' });
      form.reset(defaults);
    } catch (error) {
      const message = showServerErrors(error, form.setError, fields, 'Failed to send the product request');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Request a product" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-name" label="Product" required error={errors.productName?.message}>
          <Input maxLength={200} placeholder="e.g. Oat milk" {...field('productName', 'product-name')} />
        </Field>
        <Field id="product-category" label="Category" error={errors.productCategory?.message}>
          <Input
            maxLength={100}
            placeholder="e.g. Dairy alternatives"
            {...field('productCategory', 'product-category')}
          />
        </Field>
      </div>
      <Field id="product-why" label="Why" error={errors.justification?.message}>
        <Textarea
          rows={3}
          maxLength={2000}
          placeholder="Who asked for it, how often it would sell"
          {...field('justification', 'product-why')}
        />
      </Field>
      <Field id="product-urgency" label="Urgency" error={errors.urgency?.message}>
        <Select {...field('urgency', 'product-urgency')}>
          {priorities.map((value) => (
            <option key={value} value={value}>
              {portalLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" className="w-full sm:w-auto" disabled={form.formState.isSubmitting}>
        Request Product
      </Button>
    </form>
  );
}
