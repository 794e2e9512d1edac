import { randomBytes } from 'node:crypto';

/** A message as the outbox sends it: one recipient, a plain text part and an HTML part. */
export type MimeInput = {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  date: Date;
};

const HEX = '0123456789ABCDEF';
// An address the message can carry as it is: printable ASCII, no spaces, nothing a header would read as more.
const plainAddress = /^[\x21-\x7e]+$/;
const asciiPrintable = /^[\x20-\x7e]*$/;

/**
 * The message as one RFC 5322 text (MIME, multipart/alternative, both parts quoted-printable UTF-8), the bytes the
 * SMTP server receives and the local mailbox keeps. Written directly, without a stream per part: a few tens of
 * microseconds where nodemailer's composer took most of a millisecond. Answers undefined for what it does not
 * write (an address outside printable ASCII, a sender it cannot read): the caller builds those with nodemailer.
 */
export function mimeMessage(mail: MimeInput, newline: '\n' | '\r\n'): string | undefined {
  const from = senderHeader(mail.from);
  if (from === undefined || !plainAddress.test(mail.to) || (mail.replyTo && !plainAddress.test(mail.replyTo)))
    return undefined;
  const boundary = `--_em_${randomBytes(12).toString('hex')}`;
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${unstructured(mail.subject, 'Subject: '.length, newline)}`,
    `Message-ID: ${mail.messageId}`,
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;${newline} boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
      '',
      quotedPrintable(body, newline),
    ].join(newline);
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(
    newline,
  );
}

/** The From header of `Name <address>`, `"Name" <address>` or a bare address; undefined for anything else. */
function senderHeader(from: string): string | undefined {
  const named = /^\s*(?:"([^"\\]*)"|([^"<>\\]*?))\s*<([^<>\s]+)>\s*$/.exec(from);
  const address = named ? named[3] : from.trim();
  if (!address || !plainAddress.test(address) || /[<>,;"]/.test(address)) return undefined;
  const name = (named?.[1] ?? named?.[2] ?? '').trim();
  if (!name) return address;
  return `${asciiPrintable.test(name) && !name.includes('=?') ? `"${name}"` : encodedWords(name, ' ')} <${address}>`;
}

/**
 * An unstructured header's value (the subject): as it is when it is printable ASCII, folded at spaces to keep lines
 * short; otherwise (or when it holds "=?", which a reader would decode) as UTF-8 encoded words (RFC 2047).
 */
function unstructured(value: string, used: number, newline: string): string {
  if (!asciiPrintable.test(value) || value.includes('=?')) return encodedWords(value, `${newline} `);
  const [first = '', ...rest] = value.split(' ');
  let out = first;
  let line = used + first.length;
  for (const word of rest) {
    // A fold is a line break before a space: read back, the header is the same words.
    if (line + 1 + word.length > 76) {
      out += `${newline} ${word}`;
      line = 1 + word.length;
    } else {
      out += ` ${word}`;
      line += 1 + word.length;
    }
  }
  return out;
}

/** `=?UTF-8?B?…?=` words of at most 45 bytes of text each (75 characters), never splitting a character. */
function encodedWords(value: string, separator: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > 45) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk || words.length === 0) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(separator);
}

/**
 * Quoted-printable (RFC 2045) of a text's UTF-8 bytes, its line breaks as `newline`: printable ASCII but "=" as it
 * is, a space or tab as it is unless it ends a line, every other byte =XX; lines of at most 76 characters, a longer
 * one continued after a soft break ("=" at its end), never inside an =XX.
 */
export function quotedPrintable(text: string, newline: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) out.push(quotedLine(line, newline));
  return out.join(newline);
}

// What quoted-printable writes as =XX: "=", control characters, and every character outside ASCII (as its UTF-8
// bytes; a surrogate pair is one character).
const unsafe = /[^\t\x20-\x3c\x3e-\x7e]/gu;
const encodeChar = (char: string) => {
  let encoded = '';
  for (const byte of Buffer.from(char, 'utf8')) encoded += `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
  return encoded;
};

function quotedLine(line: string, newline: string): string {
  let encoded = line.replace(unsafe, encodeChar);
  // A space or tab that ends a line would be lost on the way.
  const last = encoded.charCodeAt(encoded.length - 1);
  if (last === 32 || last === 9) encoded = `${encoded.slice(0, -1)}=${last === 32 ? '20' : '09'}`;
  if (encoded.length <= 76) return encoded;
  // Soft breaks after at most 75 characters, never inside an =XX (every "=" left in the line starts one).
  let out = '';
  let start = 0;
  while (encoded.length - start > 76) {
    let end = start + 75;
    if (encoded[end - 1] === '=') end -= 1;
    else if (encoded[end - 2] === '=') end -= 2;
    out += `${encoded.slice(start, end)}=${newline}`;
    start = end;
  }
  return out + encoded.slice(start);
}
