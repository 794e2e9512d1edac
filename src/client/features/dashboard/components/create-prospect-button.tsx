import { UserPlus } from 'lucide-react';
import type { InquiryItem } from '../../../../contracts/dashboard';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useStaffSession } from '../../admin-shell';
import { useCreateProspectFromInquiry } from '../api/inquiry-prospect';

// Decision 007: CRM prospects are for admins and managers.
const prospectRoles = new Set(['admin', 'manager']);

/** "Create Prospect": the inquiry becomes a lead on /admin-crm-prospects (once). */
export function CreateProspectButton({ inquiry }: { inquiry: InquiryItem }) {
  const session = useStaffSession();
  const create = useCreateProspectFromInquiry();
  if (!session.data || !prospectRoles.has(session.data.role)) return null;
  const run = async () => {
    try {
      await create.mutateAsync(inquiry.id);
      toast({
        title: 'Prospect created successfully',
        description: `${inquiry.firstName} ${inquiry.lastName} is now a lead in CRM Prospects.`,
      });
    } catch (error) {
      const already = parseApiError(error)?.status === 409;
      toast({
        title: already ? 'Already a prospect' : 'Error',
        description: already ? serverMessage(error) : `Failed to create prospect: ${serverMessage(error)}`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={create.isPending} icon={UserPlus}>
      Create Prospect
    </Button>
  );
}
