import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

// The e2e server keeps mail in its data directory's local mailbox (no SMTP configured): one .eml per message.
const folder = path.join(process.env.E2E_DATA_DIR ?? '.data-e2e', 'mail');

export type Mail = { to: string; subject: string; text: string };

/** Every message in the local mailbox, parsed. */
export async function readMailbox(): Promise<Mail[]> {
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await PostalMime.parse(readFileSync(path.join(folder, file)));
      return {
        to: (parsed.to ?? []).map((address) => address.address ?? '').join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
    }),
  );
}

/** The messages sent to one address (waits for none: poll with expect.poll). */
export async function mailTo(address: string): Promise<Mail[]> {
  return (await readMailbox()).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}
