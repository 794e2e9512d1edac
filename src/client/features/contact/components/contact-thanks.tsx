import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ThankYouPanel } from '../../../components/ui/thank-you-panel';

/**
 * What a sent inquiry leaves on screen: a thank-you that stays (the "Success!" notice still shows for five seconds)
 * with the promise and a way back to the empty form. Its heading takes focus, so a screen reader says it.
 */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <ThankYouPanel
      title="Thank you for your interest!"
      headingRef={heading}
      level="h3"
      testId="contact-thank-you"
      actions={
        <Button size="lg" onClick={onAnother}>
          Send Another Inquiry
        </Button>
      }
    >
      Your consultation request is in. We will contact you within 24 hours to talk about your property and a date for a
      site visit.
    </ThankYouPanel>
  );
}
