import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Email & { envelopeTo: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. `acceptAfterMs` makes it take
 * that long over each message (a server under load); it counts the connections opened and the most messages
 * it was receiving at one moment.
 */
export async function startSmtpServer(port = 0, options: { acceptAfterMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const stats = { connections: 0, inFlight: 0, maxInFlight: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onConnect(_session, callback) {
      stats.connections++;
      callback();
    },
    onData(stream, session, callback) {
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await PostalMime.parse(raw);
        if (options.acceptAfterMs) await new Promise((resolve) => setTimeout(resolve, options.acceptAfterMs));
        received.push({ ...parsed, raw, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        stats.inFlight--;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (for "the SMTP server is down"). */
export async function freePort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}
