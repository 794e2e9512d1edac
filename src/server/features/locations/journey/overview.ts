import type { LocationOverview } from '../../../../contracts/partnership';
import { knownStage, stageProgress } from '../../../../contracts/property-managers';
import type { Database } from '../../../db/client';
import type { locations } from '../../../db/schema/index';
import { listBrandAssets } from '../requests/brand-assets';
import { listManagerInquiries, listProductRequests } from '../requests/manager-requests';
import { listPartnershipFeedback } from '../requests/partnership-feedback';
import { listDecisions } from './decisions';
import { listMilestones } from './milestones';
import { listTimelineItems } from './timeline-items';

const open = (status: string) => status === 'pending' || status === 'in_progress';

/** Timeline Management's Overview: stage, milestones done, the next dates, and what waits for the team. */
export async function locationOverview(
  db: Database,
  location: typeof locations.$inferSelect,
): Promise<LocationOverview> {
  const [milestones, timeline, feedback, assets, inquiries, products, decisions] = await Promise.all([
    listMilestones(db, location.id),
    listTimelineItems(db, location.id),
    listPartnershipFeedback(db, { locationId: location.id }),
    listBrandAssets(db, location.id),
    listManagerInquiries(db, { locationId: location.id }),
    listProductRequests(db, { locationId: location.id }),
    listDecisions(db, location.id),
  ]);
  return {
    stage: knownStage(location.partnershipStage),
    progress: stageProgress(location.partnershipStage),
    milestones: {
      total: milestones.length,
      completed: milestones.filter((m) => m.status === 'completed').length,
      next: milestones.find((m) => m.status !== 'completed') ?? null,
    },
    nextTimelineItem: timeline.find((item) => item.status !== 'completed') ?? null,
    openFeedback: feedback.filter((item) => item.status !== 'resolved').length,
    pendingAssets: assets.filter((asset) => asset.status === 'pending').length,
    openRequests:
      inquiries.filter((item) => open(item.status)).length +
      products.filter((item) => item.status === 'pending').length,
    decisions: decisions.length,
    nextRestockDate: location.nextRestockDate,
  };
}
