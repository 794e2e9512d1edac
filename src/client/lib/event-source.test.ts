import { describe, expect, it } from 'vitest';
import type { ConversationEvents } from '../../contracts/live-events';
import { streamEvents } from './event-source';

/** A stream as the browser gives it: an event target that named events arrive on. */
const fakeSource = () => new EventTarget() as EventSource;
const arrive = (source: EventSource, name: string, data: string) =>
  source.dispatchEvent(new MessageEvent(name, { data }));

describe('a stream’s named events', () => {
  it('reach their listener with the data as sent, and only their own', () => {
    const source = fakeSource();
    const typing: ConversationEvents['typing'][] = [];
    streamEvents<ConversationEvents>(source).on('typing', (data) => typing.push(data));
    arrive(source, 'typing', '{"by":"staff","name":"Ana"}');
    arrive(source, 'state', '{"visitorReadId":1}');
    expect(typing).toEqual([{ by: 'staff', name: 'Ana' }]);
  });

  it('drop an event whose data is not JSON, and go on with the next', () => {
    const source = fakeSource();
    const ids: number[] = [];
    streamEvents<ConversationEvents>(source).on('message', (message) => ids.push(message.id));
    arrive(source, 'message', '<html>proxy error</html>');
    arrive(source, 'message', '{"id":7,"role":"staff","content":"Hi"}');
    expect(ids).toEqual([7]);
  });
});
