import { CheckCircle2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

/** What a sent public form leaves on screen: a check, a heading that takes focus, the promise and the way on. */
export function ThankYouPanel(props: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
  /** The heading's level: h2 where it replaces a page's form, h3 inside a home section. */
  level?: 'h2' | 'h3';
}) {
  const Heading = props.level ?? 'h2';
  return (
    <div className="py-8 text-center" data-testid={props.testId}>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
      <Heading ref={props.headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900 outline-none">
        {props.title}
      </Heading>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{props.children}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{props.actions}</div>
    </div>
  );
}
