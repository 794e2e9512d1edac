import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminSearchResult } from '../../../../contracts/admin-search';
import type { StaffUser } from '../../../../contracts/auth';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useRecordSearch } from '../api/record-search';
import { adminGroups, linksFor } from './admin-links';

const groupClass =
  'mb-2 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-slate-500';
const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-slate-700 data-[selected=true]:bg-navy-900 data-[selected=true]:text-white';

const kindLabels: Record<AdminSearchResult['kind'], string> = {
  inquiry: 'Inquiry',
  conversation: 'Conversation',
  review: 'Review',
  prospect: 'Prospect',
  location: 'Location',
};

/** Ctrl+K, or Cmd+K on a Mac: the palette's shortcut on every staff screen. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

const OpenPalette = createContext<() => void>(() => {});

/** The Jump to button of the navigation: opens the palette (after closing the drawer it sits in, if any). */
export function JumpToButton({ onOpen }: { onOpen?: () => void }) {
  const open = useContext(OpenPalette);
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.();
        open();
      }}
      className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-600 hover:bg-slate-50"
      aria-keyshortcuts="Control+K Meta+K"
    >
      <Search aria-hidden="true" className="size-4" />
      <span className="flex-1 text-left">Jump to…</span>
      <kbd className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-500 lg:inline">
        Ctrl K
      </kbd>
    </button>
  );
}

/**
 * The command palette (decision 037), once per staff screen: Ctrl/Cmd+K, or the navigation's Jump to button,
 * opens a search over every screen the role may open, grouped as the navigation is; typing filters, arrows choose,
 * Enter goes. The search and keyboard behaviour are cmdk's; the screens are the navigation's own list, so the two
 * never disagree.
 */
export function CommandPalette({ user, children }: { user: StaffUser | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [, navigate] = useLocation();
  const signedIn = user !== null;
  const records = useRecordSearch(open ? typed : '');
  useEffect(() => {
    if (!signedIn) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn]);
  // Closed, however it closes, it forgets what was typed: the next opening starts from every screen.
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };
  const found = typed.trim().length >= 2 ? (records.data ?? []) : [];
  return (
    <OpenPalette.Provider value={() => setOpen(true)}>
      {children}
      <Dialog open={open && signedIn} onOpenChange={setOpen}>
        {/* Steady as the results change: its top fixed, its list one height, scrolling inside. */}
        <DialogContent title="Jump to a screen or record" className="max-w-xl" placement="top">
          <Command label="Screen or record" loop>
            <Command.Input
              value={typed}
              onValueChange={setTyped}
              placeholder="A screen, or a name, e-mail or code…"
              className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
            <Command.List className="mt-3 h-[min(20rem,50vh)] overflow-y-auto overscroll-contain [scrollbar-gutter:stable]">
              <Command.Empty className="py-6 text-center text-sm text-slate-600">
                {records.isFetching ? 'Searching…' : 'Nothing matches'}
              </Command.Empty>
              {adminGroups.map((group) => {
                const links = user ? linksFor(group.links, user.role) : [];
                if (links.length === 0) return null;
                return (
                  <Command.Group key={group.name} heading={group.name} className={groupClass}>
                    {links.map((link) => (
                      <Command.Item
                        key={link.href}
                        value={`${link.label} ${group.name}`}
                        onSelect={() => go(link.href)}
                        className={itemClass}
                      >
                        <link.icon aria-hidden="true" className="size-4 shrink-0" />
                        {link.label}
                      </Command.Item>
                    ))}
                  </Command.Group>
                );
              })}
              {found.length > 0 ? (
                <Command.Group heading="Records" className={groupClass}>
                  {found.map((record) => (
                    <Command.Item
                      key={`${record.kind}-${record.id}`}
                      // The server matched it; the typed words keep cmdk's own filter from hiding it.
                      value={`${record.kind} ${record.id} ${record.title}`}
                      keywords={[typed]}
                      onSelect={() => go(record.href)}
                      className={itemClass}
                    >
                      <span className="w-24 shrink-0 text-xs font-semibold uppercase tracking-wide opacity-70">
                        {kindLabels[record.kind]}
                      </span>
                      <span className="min-w-0 flex-1 truncate">
                        {record.title}
                        <span className="ml-2 font-normal opacity-70">{record.detail}</span>
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null}
            </Command.List>
          </Command>
        </DialogContent>
      </Dialog>
    </OpenPalette.Provider>
  );
}
