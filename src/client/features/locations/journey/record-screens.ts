import { CalendarClock, FileCheck2, type LucideIcon, MessageSquare, Palette } from 'lucide-react';
import type { RecordScreen } from './components/location-header';

/**
 * A location's four partnership-record screens, as the journey dialog and the bar under a location's header name
 * them (docs/product/property-managers-and-journey.md).
 */
export const recordScreens: ReadonlyArray<{ screen: RecordScreen; label: string; Icon: LucideIcon }> = [
  { screen: 'timeline', label: 'Timeline Steps', Icon: CalendarClock },
  { screen: 'feedback', label: 'Feedback Management', Icon: MessageSquare },
  { screen: 'assets', label: 'Brand Assets', Icon: Palette },
  { screen: 'decisions', label: 'Decisions', Icon: FileCheck2 },
];
