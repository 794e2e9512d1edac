import { humanize } from '../../lib/format';
import { type BadgeTone, statusTone } from '../ui/badge';

// Status colours mean the same on every screen: waiting amber, being worked on blue, done green,
// refused red. The portal's lists have a few words of their own for those four.
const tones: Record<string, BadgeTone> = {
  new: 'amber',
  in_review: 'blue',
  fulfilled: 'green',
  completed: 'green',
  rejected: 'red',
  closed: 'slate',
};
export const portalStatusTone = (status: string): BadgeTone => tones[status] ?? statusTone(status);

/** A brand asset's approval is final: approved reads as done (green), not as a step towards publishing. */
export const assetStatusTone = (status: string): BadgeTone =>
  status === 'approved' ? 'green' : portalStatusTone(status);

const words: Record<string, string> = {
  pending: 'Pending',
  new: 'New',
  in_review: 'In review',
  in_progress: 'In progress',
  color_scheme: 'Colour scheme',
  ongoing_service: 'Ongoing service',
  product_quality: 'Product quality',
};
export const portalLabel = (value: string) => words[value] ?? humanize(value);

/** A status as the portal's lists badge it: its words and its colour (`tone`, for a kind with colours of its own). */
export const portalStatus = (status: string, tone: (status: string) => BadgeTone = portalStatusTone) => ({
  label: portalLabel(status),
  tone: tone(status),
});

/** "Request a meeting" sends this kind of inquiry (property_manager_inquiries.inquiryType). */
export const MEETING_INQUIRY = 'meeting';
