import type { BadgeTone } from '../../../../components/ui/badge';

// The portal shows completed, in progress, and everything else (pending, delayed) as not (docs/product/portal.md)
// started.
export type MilestoneDisplay = 'completed' | 'in_progress' | 'not_started';

export const milestoneDisplay = (status: string): MilestoneDisplay =>
  status === 'completed' ? 'completed' : status === 'in_progress' ? 'in_progress' : 'not_started';

export const milestoneDisplayLabel: Record<MilestoneDisplay, string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  not_started: 'Not Started',
};

export const milestoneDisplayTone: Record<MilestoneDisplay, BadgeTone> = {
  completed: 'green',
  in_progress: 'blue',
  not_started: 'slate',
};

/** The overview shows the first three milestones of the journey (docs/product/portal.md). */
export const OVERVIEW_MILESTONES = 3;
