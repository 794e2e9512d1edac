import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { type MimeInput, mimeMessage, quotedPrintable } from './mime';
import { toMessage } from './transport';

const base: MimeInput = {
  messageId: '<5b0c3c0e-6f1e-4a57-9a55-0c9d7b1e8f00@elevate.example>',
  from: '"Elevate Micro Markets" <no-reply@elevate.example>',
  to: 'maya@example.com',
  replyTo: 'ben@example.com',
  subject: 'We received your request',
  text: 'Thank you for your inquiry\n\nWe will call you.\n',
  html: '<p>Thank you</p>',
  date: new Date('2026-11-25T20:30:00Z'),
};

const read = async (mail: MimeInput, newline: '\n' | '\r\n' = '\n') => {
  const raw = mimeMessage(mail, newline);
  if (raw === undefined) throw new Error('not written');
  return { raw, parsed: await PostalMime.parse(raw) };
};

/** What a reader gets from the message as nodemailer's composer writes it (the product's writer before). */
async function asNodemailerWrote(mail: MimeInput) {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await builder.sendMail(toMessage(mail));
  return PostalMime.parse(info.message as Buffer);
}

const fields = (parsed: Awaited<ReturnType<typeof PostalMime.parse>>) => ({
  subject: parsed.subject,
  from: parsed.from,
  to: parsed.to,
  replyTo: parsed.replyTo ?? [],
  messageId: parsed.messageId,
  date: new Date(parsed.date ?? '').getTime(),
  text: parsed.text?.replace(/\r\n/g, '\n'),
  html: parsed.html?.replace(/\r\n/g, '\n'),
});

describe('a message written as MIME', () => {
  it.each([
    ['a plain one', {}],
    [
      'words outside ASCII, emoji, long lines, "=", tabs and spaces at line ends',
      {
        subject: `New consultation request: José Núñez — 👋 ${'long '.repeat(40)}`.trim(),
        text: `Héllo\tthere \nA = B and =?utf-8?q?x?= stays\n${'x'.repeat(200)}\n${'é'.repeat(60)}\n\n· end\n`,
        html: `<p style="margin:0">${'<b>wide</b> '.repeat(50)}</p>\n<p>日本語のテキスト 🍫</p>`,
      },
    ],
    ['a long subject of ASCII words', { subject: `Feedback (service): ${'the fridge door '.repeat(15)}`.trim() }],
    ['a subject that looks encoded', { subject: '=?UTF-8?B?SGk=?= there' }],
    ['no Reply-To, a sender without a name', { replyTo: null, from: 'hello@elevate.example' }],
    ['a sender named outside ASCII', { from: 'Élevate Café <hello@elevate.example>' }],
  ])('reads back as nodemailer wrote it: %s', async (_case, change) => {
    const mail = { ...base, ...change } as MimeInput;
    const before = fields(await asNodemailerWrote(mail));
    for (const newline of ['\n', '\r\n'] as const) {
      const { raw, parsed } = await read(mail, newline);
      // The subject as typed, where nodemailer let "=?…?=" through for a reader to decode.
      expect(fields(parsed)).toEqual({ ...before, subject: mail.subject });
      expect(parsed.to?.map((to) => to.address)).toEqual([mail.to]);
      expect(parsed.replyTo?.map((to) => to.address) ?? []).toEqual(mail.replyTo ? [mail.replyTo] : []);
      expect(parsed.from?.address).toBe(mail.from.match(/<(.+)>/)?.[1] ?? mail.from);
      expect(parsed.messageId).toBe(mail.messageId);
      expect(new Date(parsed.date ?? '').getTime()).toBe(mail.date.getTime());
      // A reader takes the line break before the part's end as the part's own: so did nodemailer's messages.
      expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(`${mail.text}\n`);
      expect(parsed.html?.replace(/\r\n/g, '\n')).toBe(`${mail.html}\n`);
      for (const line of raw.split(newline)) expect(line.length).toBeLessThanOrEqual(998);
      const body = raw.slice(raw.indexOf(`${newline}${newline}`));
      for (const line of body.split(newline)) expect(line.length).toBeLessThanOrEqual(76);
      expect(raw.includes('\r\n')).toBe(newline === '\r\n');
    }
  });

  it('reads back every text of 300 made of the awkward pieces (seeded)', async () => {
    const random = seededRandom(2026);
    const pieces = [
      'a',
      'word ',
      ' ',
      '\t',
      '=',
      '==',
      '=3D',
      '.',
      'é',
      '€',
      '👋',
      '\n',
      '\r\n',
      'x'.repeat(80),
      '<p style="a:b">',
    ];
    const made = () =>
      Array.from({ length: 1 + Math.floor(random() * 60) }, () => pieces[Math.floor(random() * pieces.length)]).join(
        '',
      );
    for (let n = 0; n < 300; n++) {
      const mail = { ...base, subject: made().replace(/\s+/g, ' ').trim() || 'x', text: made(), html: made() };
      const { parsed } = await read(mail, n % 2 ? '\r\n' : '\n');
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(`${mail.text.replace(/\r\n/g, '\n')}\n`);
      expect(parsed.html?.replace(/\r\n/g, '\n')).toBe(`${mail.html.replace(/\r\n/g, '\n')}\n`);
    }
  });

  it('names the sender as the configuration writes it', async () => {
    expect((await read(base)).parsed.from?.name).toBe('Elevate Micro Markets');
    expect((await read({ ...base, from: 'Élevate Café <hello@elevate.example>' })).parsed.from?.name).toBe(
      'Élevate Café',
    );
  });

  it('leaves to nodemailer an address outside printable ASCII or a sender it cannot read', () => {
    expect(mimeMessage({ ...base, to: 'josé@example.com' }, '\n')).toBeUndefined();
    expect(mimeMessage({ ...base, from: 'a <b> <c@example.com>' }, '\n')).toBeUndefined();
  });

  it('encodes quoted-printable by the rule: "=", line-end spaces and bytes outside ASCII as =XX, soft breaks', () => {
    expect(quotedPrintable('a=b \nc\td\t', '\n')).toBe('a=3Db=20\nc\td=09');
    expect(quotedPrintable('é', '\n')).toBe('=C3=A9');
    const wrapped = quotedPrintable('y'.repeat(100), '\r\n').split('\r\n');
    expect(wrapped.map((line) => line.length)).toEqual([76, 25]);
    expect(wrapped[0]?.endsWith('=')).toBe(true);
  });
});
