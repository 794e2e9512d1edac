import type { ProductRequestItem } from '../../../../../contracts/partnership';
import { ItemCard, TypedText } from '../../../../components/portal/item-card';
import { OwnList } from '../../../../components/portal/own-list';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
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
  return (
    <OwnList of="product requests" query={useProductRequests()} empty="No product requests yet.">
      {(request) => <ProductRequestCard request={request} />}
    </OwnList>
  );
}
