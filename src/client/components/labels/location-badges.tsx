import { Badge } from '../ui/badge';
import { installationLabel, installationTone, stageLabel, stageTone } from './location-labels';

/** A location's partnership stage as a badge in the stage's colour (slate for a stage without one). */
export function StageBadge({ stage, className }: { stage: string; className?: string }) {
  return (
    <Badge tone={stageTone[stage] ?? 'slate'} className={className}>
      {stageLabel(stage)}
    </Badge>
  );
}

/** A location's installation status as a badge: done green, under way blue, signed slate, otherwise amber. */
export function InstallationBadge({ status }: { status: string }) {
  return <Badge tone={installationTone(status)}>{installationLabel(status)}</Badge>;
}
