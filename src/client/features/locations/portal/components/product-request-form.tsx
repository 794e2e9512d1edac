import { priorities } from '../../../../../contracts/enums';
import { productRequestRequest } from '../../../../../contracts/partnership';
import { EnumOptions } from '../../../../components/forms/enum-options';
import { portalLabel } from '../../../../components/portal/portal-labels';
import { PortalSubmit } from '../../../../components/portal/portal-submit';
import { usePortalForm } from '../../../../components/portal/use-portal-form';
import { Field, Input, Select, Textarea } from '../../../../components/ui/form-controls';
import { useRequestProduct } from '../api/product-requests';

/** A product the manager would like the market to carry (product_requests, decision 020). */
export function ProductRequestForm() {
  const send = useRequestProduct();
  const { form, onSubmit, field, errorOf } = usePortalForm({
    schema: productRequestRequest,
    defaults: { productName: '', productCategory: '', justification: '', urgency: 'medium' },
    fields: ['productName', 'productCategory', 'justification', 'urgency'],
    send: send.mutateAsync,
    sent: { title: 'Product Requested', description: 'The team will answer within 24 hours.' },
    failed: 'Failed to send the product request',
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Request a product" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-name" label="Product" required error={errorOf('productName')}>
          <Input maxLength={200} placeholder="e.g. Oat milk" {...field('productName', 'product-name')} />
        </Field>
        <Field id="product-category" label="Category" error={errorOf('productCategory')}>
          <Input
            maxLength={100}
            placeholder="e.g. Dairy alternatives"
            {...field('productCategory', 'product-category')}
          />
        </Field>
      </div>
      <Field id="product-why" label="Why" error={errorOf('justification')}>
        <Textarea
          rows={3}
          maxLength={2000}
          placeholder="Who asked for it, how often it would sell"
          {...field('justification', 'product-why')}
        />
      </Field>
      <Field id="product-urgency" label="Urgency" error={errorOf('urgency')}>
        <Select {...field('urgency', 'product-urgency')}>
          <EnumOptions values={priorities} label={portalLabel} />
        </Select>
      </Field>
      <PortalSubmit busy={form.formState.isSubmitting}>Request Product</PortalSubmit>
    </form>
  );
}
