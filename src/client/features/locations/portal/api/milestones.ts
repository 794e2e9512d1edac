import { useQuery } from '@tanstack/react-query';
import type { MilestoneItem } from '../../../../../contracts/partnership';
import { portalQuery } from '../../../../components/portal/portal-query';

/** GET /api/property-manager/milestones: the whole journey, by target date. */
export const milestonesQuery = () => portalQuery<MilestoneItem[]>('/api/property-manager/milestones');
export const useMilestones = () => useQuery(milestonesQuery());
