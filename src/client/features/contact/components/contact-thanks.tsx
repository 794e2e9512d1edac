import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * What a sent inquiry leaves on screen: a thank-you that stays (the spec's "Success!" notice still shows for five
 * seconds) with the promise and a way back to the empty form. Its heading takes focus, so a screen reader says it.
 */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-8 text-center" data-testid="contact-thank-you">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900 outline-none">
        Thank you for your interest!
      </h3>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Your consultation request is in. We will contact you within 24 hours to talk about your property and a date for
        a site visit.
      </p>
      <Button size="lg" className="mt-8" onClick={onAnother}>
        Send Another Inquiry
      </Button>
    </div>
  );
}
