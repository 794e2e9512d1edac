import {
  ArrowLeft,
  Clock,
  CreditCard,
  HeartHandshake,
  ListChecks,
  type LucideIcon,
  Mail,
  Package,
  Phone,
  Wrench,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  commitment,
  immediateHelp,
  issueTypes,
  type ServiceIconName,
  serviceHero,
} from '../../../../content/site/customer-service';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmailText } from '../../../components/ui/email-text';
import { IconCard } from '../../../components/ui/icon-card';
import { ThankYouPanel } from '../../../components/ui/thank-you-panel';
import { cn } from '../../../lib/cn';
import { telHref, useSite } from '../../../lib/site-config';
import { FeedbackForm } from '../components/feedback-form';

/** The issue and commitment cards' icons: the shared content names them, the page draws them. */
const serviceIcons: Record<ServiceIconName, LucideIcon> = {
  'credit-card': CreditCard,
  package: Package,
  wrench: Wrench,
  'heart-handshake': HeartHandshake,
  clock: Clock,
  'list-checks': ListChecks,
};

const helpLinkClass = 'inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline';

/** One way to get help at once: its icon (red for the urgent line), what it is, and the number, address or time. */
function HelpLine(props: { icon: LucideIcon; label: string; urgent?: boolean; testId?: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <li className="flex gap-3" data-testid={props.testId}>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', props.urgent ? 'text-red-300' : 'text-brand-300')}
      />
      <div className="min-w-0">
        <p className="text-sm text-slate-300">{props.label}</p>
        {props.children}
      </div>
    </li>
  );
}

/**
 * The ways to get help at once (the 24/7 line, the support e-mail, the response time), in the hero: beside its
 * heading on wide screens, under it on phones, so something urgent never waits for the form below.
 */
function ImmediateHelp() {
  const site = useSite();
  return (
    <div
      id="immediate-help"
      className="rounded-2xl bg-white/[0.06] p-5 ring-1 ring-white/15 sm:p-7 lg:w-full lg:max-w-md lg:justify-self-end"
    >
      <h2 className="text-lg font-semibold text-white">{immediateHelp.heading}</h2>
      <ul className="mt-3 space-y-3 sm:mt-4 sm:space-y-4">
        <HelpLine icon={Phone} label={immediateHelp.emergencyLabel} urgent testId="urgent-line">
          <a href={telHref(site.emergencyPhone)} className={cn(helpLinkClass, 'text-xl')}>
            {site.emergencyPhone}
          </a>
        </HelpLine>
        <HelpLine icon={Mail} label={immediateHelp.emailLabel}>
          <a href={`mailto:${site.supportEmail}`} className={helpLinkClass}>
            <EmailText address={site.supportEmail} />
          </a>
        </HelpLine>
        <HelpLine icon={Clock} label={immediateHelp.responseLabel}>
          <p className="font-semibold text-white">{immediateHelp.response}</p>
        </HelpLine>
      </ul>
    </div>
  );
}

/**
 * /customer-service: the feedback form, how else to get help and the service commitment; the published words come
 * from the shared site content. Its parts have ids (overview, report, immediate-help, issue-types, commitment), so a
 * link can open `/customer-service#commitment`.
 */
export default function CustomerServicePage() {
  const [submitted, setSubmitted] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const focusOnChange = useRef(false);

  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (!focusOnChange.current) return;
    (submitted ? thanksRef : formTitleRef).current?.focus();
  }, [submitted]);

  const show = (next: boolean) => {
    focusOnChange.current = true;
    setSubmitted(next);
  };

  return (
    <PublicLayout>
      <div className="bg-slate-50">
        <section id="overview" className="bg-gradient-to-br from-navy-900 to-navy-700 py-10 text-white sm:py-16">
          <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8">
            <div>
              <Link
                href="/"
                className="-ml-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back to Home
              </Link>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{serviceHero.eyebrow}</p>
              <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{serviceHero.heading}</h1>
              <p className="mt-4 max-w-2xl text-lg text-slate-200">{serviceHero.intro}</p>
            </div>
            <ImmediateHelp />
          </div>
        </section>

        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div className="lg:col-span-2">
            <div id="report" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
              {submitted ? (
                <ThankYouPanel
                  title="Thank you for your feedback!"
                  headingRef={thanksRef}
                  testId="feedback-thank-you"
                  actions={
                    <>
                      <Button size="lg" onClick={() => show(false)}>
                        Submit Another Report
                      </Button>
                      <Link href="/" className={buttonClasses('outline', 'lg')}>
                        Return to Home
                      </Link>
                    </>
                  }
                >
                  Your report is in our queue. We will get back to you within 24 hours at the e-mail address you gave
                  us.
                </ThankYouPanel>
              ) : (
                <>
                  <h2
                    id="feedback-form-title"
                    ref={formTitleRef}
                    tabIndex={-1}
                    className="text-2xl font-bold text-navy-900 outline-none"
                  >
                    Submit Feedback or Report Issue
                  </h2>
                  <p className="mb-6 mt-2 text-slate-600">Fields marked with * are required.</p>
                  <FeedbackForm onSubmitted={() => show(true)} />
                </>
              )}
            </div>
          </div>
          <aside className="space-y-6" aria-labelledby="issue-types-title">
            <div id="issue-types" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
              <h2 id="issue-types-title" className="text-lg font-semibold text-navy-900">
                {issueTypes.heading}
              </h2>
              <ul className="mt-4 space-y-4">
                {issueTypes.items.map(({ icon, title, text }) => {
                  const Icon = serviceIcons[icon];
                  return (
                    <li key={title} className="flex gap-3">
                      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      <div>
                        <p className="font-medium text-navy-900">{title}</p>
                        <p className="text-sm text-slate-600">{text}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          </aside>
        </div>

        <section
          id="commitment"
          aria-labelledby="commitment-title"
          className="border-t border-slate-200 bg-white py-16"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="commitment-title" className="text-center text-3xl font-bold tracking-tight text-navy-900">
              {commitment.heading}
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {commitment.items.map(({ icon, title, text }) => (
                <IconCard key={title} icon={serviceIcons[icon]} title={title} tone="muted" centered>
                  {text}
                </IconCard>
              ))}
            </div>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
