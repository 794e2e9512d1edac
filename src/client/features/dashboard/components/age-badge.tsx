import { Badge } from '../../../components/ui/badge';
import { formatAge, isOverdue } from '../../../lib/format';

/** Beyond the spec: an open item's age, red once it is past the 24-hour response promise. */
export function AgeBadge({ createdAt, open }: { createdAt: string; open: boolean }) {
  if (!open) return null;
  const late = isOverdue(createdAt);
  return (
    <Badge tone={late ? 'red' : 'slate'}>{late ? `Overdue · ${formatAge(createdAt)}` : formatAge(createdAt)}</Badge>
  );
}
