import { CalendarClock, type LucideIcon, MessageSquare, Palette } from 'lucide-react';
import { IconTile } from './icon-tile';
import type { PortalTab } from './portal-tabs';

function ActionCard(props: { icon: LucideIcon; title: string; text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="flex min-h-11 w-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-soft transition-colors hover:border-brand-600 hover:bg-brand-50"
    >
      <IconTile icon={props.icon} />
      <span className="min-w-0">
        <span className="block font-semibold text-navy-900">{props.title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{props.text}</span>
      </span>
    </button>
  );
}

/** docs/product/portal.md quick actions: feedback (the Feedback tab), a meeting (a request to the team), customize (the Custom tab). */
export function QuickActions(props: { onOpenTab: (tab: PortalTab) => void; onRequestMeeting: () => void }) {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-navy-900">
        Quick actions
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <ActionCard
          icon={MessageSquare}
          title="Send Feedback"
          text="Tell us how the partnership is going."
          onClick={() => props.onOpenTab('feedback')}
        />
        <ActionCard
          icon={CalendarClock}
          title="Request a Meeting"
          text="Book time with your partnership team."
          onClick={props.onRequestMeeting}
        />
        <ActionCard
          icon={Palette}
          title="Customize"
          text="Submit your logo or brand colours."
          onClick={() => props.onOpenTab('custom')}
        />
      </div>
    </section>
  );
}
