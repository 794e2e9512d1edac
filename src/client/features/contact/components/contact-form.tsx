import { useRef, useState } from 'react';
import { contactFacilityLabels, contactFacilityTypes } from '../../../../contracts/enums';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, HoneypotField, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { usePublicForm } from '../../../lib/use-public-form';
import { createInquiry, type InquiryFormBody } from '../api/create-inquiry';

/**
 * The consultation request form (docs/product/contact-and-feedback.md). The browser enforces the required fields (native
 * constraint validation, no form library on the public pages), the agreement box must be ticked (a send without
 * it marks and focuses the box), success clears the form, unticks the box and hands over to the thank-you panel,
 * failure keeps every value and marks the fields the server refused.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const agreementRef = useRef<HTMLInputElement>(null);
  const { errors, isPending, onSubmit } = usePublicForm({
    send: createInquiry,
    allow: () => {
      if (agreed) return true;
      setAgreementMissing(true);
      agreementRef.current?.focus();
      toast({
        title: 'Agreement Required',
        description: 'Please agree to be contacted about this inquiry.',
        variant: 'destructive',
      });
      return false;
    },
    toBody: (values): InquiryFormBody => ({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      facilityType: values.facilityType ?? '',
      companyName: values.companyName ?? '',
      message: values.message ?? '',
      customCabinetry: values.customCabinetry === 'on' ? 'true' : 'false',
      website: values.website ?? '',
    }),
    onSuccess: (form) => {
      toast({ title: 'Success!', description: 'Thank you for your interest! We will contact you within 24 hours.' });
      form.reset();
      setAgreed(false);
      onSent();
    },
    failure: { title: 'Error', description: 'Failed to submit inquiry. Please try again.' },
  });

  const submitting = isPending;
  const input = (name: string, id: string) => ({ id, name, ...describedBy(id, errors[name]) });

  return (
    <form
      onSubmit={onSubmit}
      className="relative space-y-5"
      aria-label="Request a free consultation"
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-first-name" label="First Name" required error={errors.firstName}>
          <Input {...input('firstName', 'contact-first-name')} autoComplete="given-name" required maxLength={100} />
        </Field>
        <Field id="contact-last-name" label="Last Name" required error={errors.lastName}>
          <Input {...input('lastName', 'contact-last-name')} autoComplete="family-name" required maxLength={100} />
        </Field>
        <Field id="contact-email" label="Email" required error={errors.email}>
          <Input {...input('email', 'contact-email')} type="email" autoComplete="email" required maxLength={255} />
        </Field>
        <Field id="contact-phone" label="Phone" required error={errors.phone}>
          <Input {...input('phone', 'contact-phone')} type="tel" autoComplete="tel" required maxLength={40} />
        </Field>
      </div>
      <Field id="contact-facility" label="Facility Type" required error={errors.facilityType}>
        <Select {...input('facilityType', 'contact-facility')} required defaultValue="">
          <option value="" disabled>
            Select your facility type
          </option>
          {contactFacilityTypes.map((value) => (
            <option key={value} value={value}>
              {contactFacilityLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-company" label="Company or Property Name" error={errors.companyName}>
        <Input {...input('companyName', 'contact-company')} autoComplete="organization" maxLength={200} />
      </Field>
      <Field
        id="contact-message"
        label="Message"
        error={errors.message}
        hint="Tell us about your property: who is on site, the hours, the space you have in mind."
      >
        <Textarea
          {...input('message', 'contact-message')}
          rows={4}
          maxLength={5000}
          aria-describedby={errors.message ? 'contact-message-error' : 'contact-message-hint'}
        />
      </Field>
      <div className="space-y-3 rounded-xl bg-slate-50 p-4">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" name="customCabinetry" className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>
            I'm interested in <strong className="font-semibold text-navy-900">custom cabinetry</strong> to match my
            property's design (optional, at the property's own cost).
          </span>
        </label>
        <label
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg text-sm text-slate-700',
            agreementMissing && 'outline outline-2 outline-offset-4 outline-red-600',
          )}
        >
          <input
            ref={agreementRef}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={agreed}
            aria-invalid={agreementMissing || undefined}
            aria-describedby={agreementMissing ? 'contact-agreement-error' : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setAgreementMissing(false);
            }}
          />
          <span>I agree to be contacted about this inquiry</span>
        </label>
        {agreementMissing ? (
          <p id="contact-agreement-error" className="text-sm font-medium text-red-700">
            Please agree to be contacted about this inquiry.
          </p>
        ) : null}
      </div>
      <HoneypotField name="website" />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Request Free Consultation'}
      </Button>
    </form>
  );
}
