/**
 * Three bouncing dots on the left while a reply is on its way (widget and chatbot test page); with a label, a
 * person on staff typing ("Maria is typing…", shown as well as read out).
 */
export function TypingIndicator({ label }: { label?: string }) {
  return (
    <div className="flex items-start" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
        <span className={label ? 'ml-2 text-xs font-medium text-slate-700' : 'sr-only'}>
          {label ?? 'Elevate Support is typing…'}
        </span>
      </div>
    </div>
  );
}
