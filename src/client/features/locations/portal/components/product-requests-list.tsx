import type { ProductRequestItem } from '../../../../../contracts/partnership';
import { ItemCard, TypedText } from '../../../../components/portal/item-card';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { PortalList } from '../../../../components/portal/portal-list';
import { formatDate } from '../../../../lib/format';
import { useProductRequests } from '../api/product-requests';
import { RequestTeamAnswer } from './request-team-answer';

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
      <RequestTeamAnswer text={request.response} request={request} />
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
