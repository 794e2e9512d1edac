import { CircleCheck, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** A notice the portal shows in the page, on the screen that follows what it is about. */
export type PortalNoticeText = { title: string; description: string };

type Notices = { notice: PortalNoticeText | null; announce: (notice: PortalNoticeText | null) => void };

const NoticeContext = createContext<Notices>({ notice: null, announce: () => undefined });

/** Holds the portal's one notice across its screens (the sign-in's success shows on the screen after it). */
export function PortalNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, announce] = useState<PortalNoticeText | null>(null);
  const value = useMemo(() => ({ notice, announce }), [notice]);
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>;
}

/** Shows a notice in the page (null takes it away): where it covers nothing, unlike a toast over the header. */
export function usePortalNotice() {
  return useContext(NoticeContext).announce;
}

/**
 * Where a screen shows the portal's notice: in the flow of the page, so it hides no control, until the manager
 * dismisses it or another replaces it (decision 064). The live region is there empty first, so that what then
 * fills it is read out.
 */
export function PortalNotice({ className }: { className?: string }) {
  const { notice, announce } = useContext(NoticeContext);
  const [shown, setShown] = useState<PortalNoticeText | null>(null);
  useEffect(() => setShown(notice), [notice]);
  return (
    <div role="status" className={shown ? className : undefined}>
      {shown ? (
        <div
          data-testid="portal-notice"
          className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 py-2 pl-4 pr-2 text-sm text-navy-900"
        >
          <CircleCheck aria-hidden="true" className="mt-2.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1 py-2">
            <p className="font-semibold">{shown.title}</p>
            <p className="mt-0.5 text-slate-700">{shown.description}</p>
          </div>
          <button
            type="button"
            onClick={() => announce(null)}
            aria-label="Dismiss notification"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-100 hover:text-navy-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
