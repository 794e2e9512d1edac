import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useStaffSession } from '../../admin-shell';
import { type TaughtOutcome, TeachDialog, type TeachSource } from './teach-dialog';

/**
 * "Teach…" on a visitor's message or a training suggestion, for admins (decision 007: training data is theirs);
 * once taught, it says what was taught.
 */
export function TeachButton(props: {
  question: string;
  source: TeachSource;
  closest?: readonly string[];
  label?: string;
  className?: string;
}) {
  const staff = useStaffSession();
  const [open, setOpen] = useState(false);
  const [taught, setTaught] = useState<TaughtOutcome | null>(null);
  if (staff.data?.role !== 'admin') return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', props.className)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${props.label ?? 'Teach'}: ${props.question}`}
        icon={GraduationCap}
      >
        {props.label ?? 'Teach'}
      </Button>
      {taught ? (
        <span className="text-xs font-medium text-emerald-800" role="status">
          {'entry' in taught ? `Taught: answered by “${taught.entry}”` : 'Taught: not our topic'}
        </span>
      ) : null}
      {open ? (
        <TeachDialog
          question={props.question}
          source={props.source}
          closest={[...new Set(props.closest ?? [])]}
          onClose={() => setOpen(false)}
          onTaught={(outcome) => {
            setTaught(outcome);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
