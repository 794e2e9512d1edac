/**
 * A server-sent event stream's named events, each one's data read as the stream's contract says
 * (`contracts/live-events.ts`): the one place the client takes an event's JSON for its type. An event whose data is
 * not JSON is dropped. `streamEvents<ConversationEvents>(source).on('message', (message) => ...)`.
 */
export function streamEvents<Events>(source: EventSource) {
  return {
    on<Name extends keyof Events & string>(name: Name, handler: (data: Events[Name]) => void) {
      source.addEventListener(name, (event) => {
        let data: Events[Name];
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as Events[Name];
        } catch {
          return;
        }
        handler(data);
      });
    },
  };
}
