import type { ProductRequestItem } from '../../../../../contracts/partnership';
import { ItemCard, TeamAnswer, TypedText } from '../../../../components/portal/item-card';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { PortalList } from '../../../../components/portal/portal-list';
import { formatDate } from '../../../../lib/format';
import { useProductRequests } from '../api/product-requests';

function ProductRequestCard({ request }: { request: ProductRequestItem }) {
  const category = request.productCategory ? `${request.productCategory} · ` : '';
  return (
    <ItemCard
      testId="product-request"
      title={request.productName}
      status={portalStatus(request.status)}
      meta={`${category}${portalLabel(request.urgency)} urgency · sent ${formatDate(request.createdAt)}`}
    >
      <TypedText>{request.justification}</TypedText>
      <TeamAnswer
        label="Answer from the team"
        text={request.response}
        by={request.respondedBy}
        date={request.respondedAt ?? request.updatedAt}
      />
    </ItemCard>
  );
}

/** The manager's product requests with their status and the team's answer. */
export function ProductRequestsList() {
  const requests = useProductRequests();
  return (
    <PortalList
      query={requests}
      loading="Loading your product requests"
      failed="Failed to load your product requests."
      empty="No product requests yet."
    >
      {(request) => <ProductRequestCard request={request} />}
    </PortalList>
  );
}
