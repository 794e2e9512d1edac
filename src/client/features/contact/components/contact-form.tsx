import { useRef, useState } from 'react';
import { contactFacilityLabels, contactFacilityTypes } from '../../../../contracts/enums';
import { emailField, optionsOf, type PublicFieldSpec, PublicForm } from '../../../components/ui/public-form-fields';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { textsOf } from '../../../lib/form-data';
import { usePublicForm } from '../../../lib/use-public-form';
import { createInquiry, type InquiryFormBody } from '../api/create-inquiry';

/** Who asks and how to reach them, two by two on a wide screen. */
const whoAndHow: PublicFieldSpec[] = [
  {
    id: 'contact-first-name',
    name: 'firstName',
    label: 'First Name',
    required: true,
    autoComplete: 'given-name',
    maxLength: 100,
  },
  {
    id: 'contact-last-name',
    name: 'lastName',
    label: 'Last Name',
    required: true,
    autoComplete: 'family-name',
    maxLength: 100,
  },
  emailField('contact-email'),
  {
    id: 'contact-phone',
    name: 'phone',
    label: 'Phone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
  },
];

/** The property and the message, full width. */
const aboutTheProperty: PublicFieldSpec[] = [
  {
    id: 'contact-facility',
    name: 'facilityType',
    label: 'Facility Type',
    required: true,
    placeholder: 'Select your facility type',
    options: optionsOf(contactFacilityTypes, contactFacilityLabels),
  },
  {
    id: 'contact-company',
    name: 'companyName',
    label: 'Company or Property Name',
    autoComplete: 'organization',
    maxLength: 200,
  },
  {
    id: 'contact-message',
    name: 'message',
    label: 'Message',
    hint: 'Tell us about your property: who is on site, the hours, the space you have in mind.',
    rows: 4,
    maxLength: 5000,
  },
];

/**
 * The consultation request form (docs/product/contact-and-feedback.md). The browser enforces the required fields (native
 * constraint validation, no form library on the public pages), the agreement box must be ticked (a send without
 * it marks and focuses the box), success clears the form, unticks the box and hands over to the thank-you panel,
 * failure keeps every value and marks the fields the server refused.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [agreementMissing, setAgreementMissing] = useState(false);
  const agreementRef = useRef<HTMLInputElement>(null);
  const sending = usePublicForm({
    send: createInquiry,
    allow: () => {
      // Read from the box itself: a visitor may tick it before the section's code has loaded, and React then
      // hydrates the box as it finds it.
      if (agreementRef.current?.checked) return true;
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
      ...textsOf(values, [
        'firstName',
        'lastName',
        'email',
        'phone',
        'facilityType',
        'companyName',
        'message',
        'website',
      ]),
      customCabinetry: values.customCabinetry === 'on' ? 'true' : 'false',
    }),
    onSuccess: (form) => {
      toast({ title: 'Success!', description: 'Thank you for your interest! We will contact you within 24 hours.' });
      form.reset();
      onSent();
    },
    failure: { title: 'Error', description: 'Failed to submit inquiry. Please try again.' },
  });

  return (
    <PublicForm
      sending={sending}
      paired={whoAndHow}
      fullWidth={aboutTheProperty}
      submitLabel="Request Free Consultation"
      aria-label="Request a free consultation"
      data-testid="contact-form"
    >
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
            aria-invalid={agreementMissing || undefined}
            aria-describedby={agreementMissing ? 'contact-agreement-error' : undefined}
            onChange={(event) => {
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
    </PublicForm>
  );
}
