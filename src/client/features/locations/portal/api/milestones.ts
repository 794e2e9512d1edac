import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../../../contracts/portal';
import { endpointQuery } from '../../../../lib/api-queries';

/** `portalApi.milestones`: the whole journey, by target date. */
export const milestonesQuery = () => endpointQuery(portalApi.milestones);
export const useMilestones = () => useQuery(milestonesQuery());
