/** The admin navigation (docs/product/back-office.md). */
export const adminLinks = [
  { href: '/admin-dashboard', label: 'Dashboard' },
  { href: '/admin-chat', label: 'Chat Sessions' },
  { href: '/admin-users', label: 'Users' },
  { href: '/admin-crm-prospects', label: 'CRM Prospects' },
  { href: '/admin-property-managers', label: 'Property Managers' },
  { href: '/admin-timeline-management', label: 'Timeline Management' },
  { href: '/admin-manager-requests', label: 'Manager Requests' },
  { href: '/admin-chatbot-training', label: 'Chatbot Training' },
  { href: '/admin-training-suggestions', label: 'Training Suggestions' },
  { href: '/admin-reviews', label: 'Reviews' },
  { href: '/admin-sitemap', label: 'Sitemap' },
] as const;

/** The link a back-office path belongs to: a location's journey screens sit under Timeline Management. */
export function currentAdminLink(location: string) {
  const path = location.startsWith('/admin/property-managers/') ? '/admin-timeline-management' : location;
  return adminLinks.find((link) => link.href === path);
}
