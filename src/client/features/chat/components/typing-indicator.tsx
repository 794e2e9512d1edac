/** Three bouncing dots on the assistant's side while a reply is on its way (widget and chatbot test page). */
export function TypingIndicator() {
  return (
    <div className="flex items-start" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3.5">
        <span className="sr-only">Elevate Support is typing…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
