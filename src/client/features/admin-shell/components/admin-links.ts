import {
  Bot,
  Building2,
  CalendarRange,
  ChartColumn,
  ClipboardList,
  FlaskConical,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  MessagesSquare,
  Star,
  Target,
  Users,
} from 'lucide-react';
import type { WaitingCounts } from '../../../../contracts/admin-home';
import type { StaffRole } from '../../../../contracts/auth';

export type AdminLink = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The roles the screen lets in (decision 007); every staff role when omitted. */
  roles?: readonly StaffRole[];
  /** The count of what waits on this screen. */
  waiting?: keyof WaitingCounts;
  /** The count of live chats waiting for a person, from the live queue (docs/product/live-chat.md). */
  waitingChats?: true;
};

const managers = ['admin', 'manager'] as const;

/**
 * Every back-office screen once, grouped by area (decision 033). The labels of the spec's navigation are kept;
 * the home, the E-mail Log and Test Chatbot join them so that no screen is reachable from one place only.
 */
export const adminGroups: ReadonlyArray<{ name: string; links: readonly AdminLink[] }> = [
  {
    name: 'Intake',
    links: [
      { href: '/admin', label: 'Home', icon: LayoutDashboard },
      { href: '/admin-dashboard', label: 'Dashboard', icon: ClipboardList, waiting: 'openInquiries' },
      { href: '/admin-mail', label: 'E-mail Log', icon: Mail, roles: managers },
    ],
  },
  {
    name: 'Conversations',
    links: [{ href: '/admin-chat', label: 'Chat Sessions', icon: MessagesSquare, waitingChats: true }],
  },
  {
    name: 'Partnerships',
    links: [
      { href: '/admin-crm-prospects', label: 'CRM Prospects', icon: Target, roles: managers },
      { href: '/admin-property-managers', label: 'Property Managers', icon: Building2, roles: managers },
      { href: '/admin-timeline-management', label: 'Timeline Management', icon: CalendarRange, roles: managers },
      {
        href: '/admin-manager-requests',
        label: 'Manager Requests',
        icon: Inbox,
        roles: managers,
        waiting: 'openManagerRequests',
      },
      { href: '/admin-reviews', label: 'Reviews', icon: Star, waiting: 'pendingReviews' },
    ],
  },
  {
    name: 'Assistant',
    links: [
      { href: '/admin-chatbot-training', label: 'Chatbot Training', icon: Bot, roles: ['admin'] },
      {
        href: '/admin-training-suggestions',
        label: 'Training Suggestions',
        icon: Lightbulb,
        roles: ['admin'],
        waiting: 'pendingSuggestions',
      },
      { href: '/admin-assistant-report', label: 'Assistant Report', icon: ChartColumn, roles: ['admin'] },
      { href: '/test-chatbot', label: 'Test Chatbot', icon: FlaskConical },
    ],
  },
  {
    name: 'Team',
    links: [{ href: '/admin-users', label: 'Users', icon: Users, roles: ['admin'] }],
  },
  {
    name: 'Site',
    links: [{ href: '/admin-sitemap', label: 'Sitemap', icon: MapIcon }],
  },
];

export const adminLinks: readonly AdminLink[] = adminGroups.flatMap((group) => group.links);

/** The link a back-office path belongs to: a location's journey screens sit under Timeline Management. */
export function currentAdminLink(location: string) {
  const path = location.startsWith('/admin/property-managers/') ? '/admin-timeline-management' : location;
  return adminLinks.find((link) => link.href === path);
}

/** The links a role may open. */
export const linksFor = (links: readonly AdminLink[], role: string) =>
  links.filter((link) => !link.roles || (link.roles as readonly string[]).includes(role));
