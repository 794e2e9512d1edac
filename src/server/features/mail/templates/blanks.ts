import { escapeHtml, type RenderedEmail } from './layout';

/**
 * A message rendered before the record it is about is stored has two blanks, filled in by the statement that
 * stores both (form-mails.ts), or by `fillBlanks`: the record's number, and the tail of the note that says whether
 * the visitor's confirmation went out. Each is a control character around a word: nothing a person types can hold
 * one (every text field refuses control characters), so only the template's own blanks are replaced.
 */
export const blanks = { id: '\u0001id\u0001', note: '\u0001note\u0001' } as const;

/** The blanks filled as the statement fills them: the note's tail as it is in the text, escaped in the HTML. */
export function fillBlanks(mail: RenderedEmail, id: number | string, noteTail: string): RenderedEmail {
  const fill = (part: string, tail: string) => part.replaceAll(blanks.id, String(id)).replaceAll(blanks.note, tail);
  return { subject: mail.subject, text: fill(mail.text, noteTail), html: fill(mail.html, escapeHtml(noteTail)) };
}
