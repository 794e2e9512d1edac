import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { Reveal } from '../../../components/layout/reveal';
import { EmailText } from '../../../components/ui/email-text';
import { telHref, useSite } from '../../../lib/site-config';
import { ContactForm } from './contact-form';
import { ContactThanks } from './contact-thanks';

/** Home page section 7 (id contact): the consultation request form and how else to reach us. */
export function ContactSection() {
  const site = useSite();
  const [sent, setSent] = useState(false);
  const ways = [
    { icon: Phone, label: 'Call us', value: site.phone, href: telHref(site.phone) },
    { icon: Mail, label: 'Email us', value: <EmailText address={site.email} />, href: `mailto:${site.email}` },
    { icon: Clock, label: 'Response time', value: 'Within 24 hours' },
    { icon: MapPin, label: 'Service area', value: site.serviceArea },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <Reveal className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Free consultation</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Let's bring a market to your property
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Tell us about your building and we will come back within 24 hours with a plan, a layout idea and a date for
            a site visit. There is no cost to your property, now or later.
          </p>
          <ul className="mt-8 space-y-4">
            {ways.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-slate-600">{label}</span>
                  {href ? (
                    <a
                      href={href}
                      className="inline-flex min-h-11 items-center font-semibold text-navy-900 hover:text-brand-700"
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="font-semibold text-navy-900">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal className="lg:col-span-3">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
            {sent ? <ContactThanks onAnother={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
          </div>
        </Reveal>
      </div>
    </section>
  );
}
