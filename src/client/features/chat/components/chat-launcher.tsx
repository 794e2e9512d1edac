import { type ComponentType, useCallback, useId, useRef, useState } from 'react';
import { chunkLoader } from '../../../lib/chunk-loader';
import { cn } from '../../../lib/cn';
import type { ChatPanelProps } from './chat-panel';
import { useFieldBeneath } from './use-field-beneath';

type PanelModule = { ChatPanel: ComponentType<ChatPanelProps> };

// The panel is its own chunk, fetched on the first hover, focus, touch or click (docs/decisions/012), so the
// first load of every public page carries only this button.
const loadPanel = chunkLoader((): Promise<PanelModule> => import('./chat-panel'));
const warmPanel = () => {
  loadPanel().catch(() => undefined);
};

// Drawn here rather than imported from the icon library: this file is in every public page's first load.
function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinejoin="round" d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </svg>
  );
}
function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

const noticeClasses =
  'fixed inset-x-3 bottom-[88px] z-[70] rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-lift ring-1 ring-navy-900/10 sm:inset-x-auto sm:right-5 sm:w-96';

/**
 * The round chat button at the bottom right of every public page (docs/product/chat-assistant.md). It renders
 * the same on the server and in the browser; the panel exists only after the first open.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Closed, the button steps aside (fades out, out of reach) while a form field is under it or, on a phone, while
  // the visitor types in one: it never covers what a visitor fills in (docs/product/chat-assistant.md).
  const aside = useFieldBeneath(buttonRef, !open);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setFailed(false);
    if (Panel) return;
    loadPanel()
      .then((module) => setPanel(() => module.ChatPanel))
      .catch((error: unknown) => {
        console.warn('Chat panel not loaded:', error);
        setFailed(true);
      });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onPointerEnter={warmPanel}
        onFocus={warmPanel}
        onTouchStart={warmPanel}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={Panel ? panelId : undefined}
        data-testid="chat-launcher"
        data-aside={aside || undefined}
        className={cn(
          'fixed bottom-5 right-5 z-[70] inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift ring-2 ring-white/80 transition-[background-color,transform,opacity,visibility] hover:scale-105 hover:bg-brand-800 active:scale-95',
          aside && 'invisible opacity-0',
        )}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
      {Panel ? (
        <Panel id={panelId} open={open} onClose={close} />
      ) : open ? (
        <div role={failed ? 'alert' : 'status'} className={noticeClasses}>
          {failed
            ? 'The chat could not load. Check your connection, then press the chat button again.'
            : 'Loading the chat…'}
        </div>
      ) : null}
    </>
  );
}
