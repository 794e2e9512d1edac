/**
 * What a kept change tells the rest of the app. A service emits it after its transaction commits; the part of the
 * app that keeps something derived from the data (the assistant's index, a cache) handles it in one place.
 */
export type DomainEvent =
  /** A training entry was added, edited, switched on or off, or deleted: the handler reads what it is now. */
  | { type: 'training-entry-changed'; id: number }
  /** Many training entries changed at once (an import): the handler reads them all again. */
  | { type: 'training-data-changed' }
  /** An example of what the assistant does not answer was added or removed. */
  | { type: 'out-of-scope-changed' }
  /** The assistant's synonym list was saved or reset. */
  | { type: 'synonyms-changed' }
  /** A client review was added, moderated, published or re-flagged. */
  | { type: 'reviews-changed' }
  /** An inquiry or a feedback item changed state (the dashboard's counts follow). */
  | { type: 'inbox-changed' }
  /** A chat visitor asked for a person and someone on staff is available: the conversation waits. */
  | { type: 'chat-waiting'; sessionId: string; userName: string | null; preview: string | null };

export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * The app's domain events: handlers run one after the other, awaited, so a staff member's next request sees what
 * their change derived. The change is already kept when they run: a handler that fails is logged and never turns
 * the change into an error.
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventType, ((event: DomainEvent) => unknown)[]>();

  constructor(private readonly log: { error(details: object, message: string): void }) {}

  on<T extends DomainEventType>(type: T, handler: (event: EventOf<T>) => unknown) {
    // Kept under its type, so only events of that type reach it.
    const handle = (event: DomainEvent) => handler(event as EventOf<T>);
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handle]);
  }

  /** Runs an effect of a kept change (a mail kick, a push): like a handler, a failure is logged, never thrown. */
  async runEffect(effect: () => unknown, what: string): Promise<void> {
    try {
      await effect();
    } catch (error) {
      this.log.error({ err: error, effect: what }, 'an effect of a kept change failed');
    }
  }

  async emit(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'a domain event handler failed');
      }
    }
  }
}
