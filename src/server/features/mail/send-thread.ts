import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadAnswer, ThreadRequest } from './mail-thread';
import { createMailTransport, type TransportOptions } from './transport';

// The mail thread (mail-thread.ts): writes and sends the messages the outbox worker hands it, over the transport
// the configuration names, and answers each with its outcome. It touches no database: claims, the delivery
// journal and the rows stay with the outbox worker in the main thread.
const port = parentPort;
if (!port) throw new Error('send-thread.ts runs as a worker thread');
const transport = createMailTransport({ ...(workerData as TransportOptions), blocking: true });
const answer = (message: ThreadAnswer) => port.postMessage(message);

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'send') {
    transport.send(request.mail).then(
      () => answer({ id: request.id }),
      (error: unknown) => answer({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  } else if (request.type === 'idle') {
    transport.idle();
  } else if (request.force) {
    transport.close({ force: true });
  } else {
    // Closes what is open, then lets the thread end once nothing is left to finish.
    transport.close();
    port.close();
  }
});
