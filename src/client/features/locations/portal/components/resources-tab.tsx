import type { ReactNode } from 'react';
import type { PortalLocation } from '../../../../../contracts/portal';
import { Card } from '../../../../components/ui/card';
import { formatCalendarDate } from '../../../../lib/format';
import { DocumentationList } from './documentation-list';
import { ProductRequestForm } from './product-request-form';
import { ProductRequestsList } from './product-requests-list';
import { RestockSchedule } from './restock-schedule';
import { SupportContacts } from './support-contacts';

function Section(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={props.id}>
        <h2 id={props.id} className="text-lg font-semibold text-navy-900">
          {props.title}
        </h2>
        {props.intro ? <p className="mt-1 text-sm text-slate-600">{props.intro}</p> : null}
        <div className="mt-4">{props.children}</div>
      </section>
    </Card>
  );
}

/**
 * Resources (docs/product/portal.md): documentation and support, and, beyond the spec, the market's products: requests to carry
 * something new and the restock dates (decision 020).
 */
export function ResourcesTab({ location }: { location: PortalLocation }) {
  // On a phone the support numbers and the restock dates come first; on a wide screen they sit on the right.
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:order-last lg:col-span-2">
        <Section id="resources-support" title="Support">
          <SupportContacts />
        </Section>
        <Section
          id="resources-restocks"
          title="Restock schedule"
          intro={`Next restock: ${formatCalendarDate(location.nextRestockDate, 'Not set')}`}
        >
          <RestockSchedule />
        </Section>
      </div>
      <div className="space-y-6 lg:col-span-3">
        <Section id="resources-docs" title="Documentation" intro="Guides for each step of your partnership.">
          <DocumentationList />
        </Section>
        <Section
          id="resources-products"
          title="Request a product"
          intro="Something your residents or staff keep asking for? Tell us and we will look at stocking it."
        >
          <ProductRequestForm />
          <h3 className="mb-3 mt-6 font-semibold text-navy-900">Your product requests</h3>
          <ProductRequestsList />
        </Section>
      </div>
    </div>
  );
}
