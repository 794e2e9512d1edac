import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { pageNameOf } from '../../../../content/site/page-names';

/** A run of a line: plain or bold text, or (`link`) the name of a page of the site, linked to it. */
export type TextRun = { text: string; bold: boolean; link?: string };
export type MessageBlock = { kind: 'paragraph'; lines: TextRun[][] } | { kind: 'bullets'; items: TextRun[][] };

const BULLET = '•';
// A path of the site in brackets, as answers name a page: "our Customer Service page (/customer-service)".
const PAGE_IN_BRACKETS = / ?\((\/[\w\-/#]*)\)/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plain run with its bracketed site paths turned into links named after their page: the words just before, when
 * they are the page's name ("Customer Service page"), become the link; otherwise the page's name takes the path's
 * place. A path of no page stays as written.
 */
function linkPages(run: TextRun): TextRun[] {
  if (run.bold) return [run];
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of run.text.matchAll(PAGE_IN_BRACKETS)) {
    const path = match[1] ?? '';
    const name = pageNameOf(path);
    if (!name) continue;
    const before = run.text.slice(last, match.index);
    const named = new RegExp(`${escaped(name)}(?: page)?$`, 'i').exec(before);
    const lead = named ? before.slice(0, named.index) : before + match[0].slice(0, match[0].indexOf('('));
    if (lead) runs.push({ text: lead, bold: false });
    runs.push({ text: named ? named[0] : name, bold: false, link: path });
    last = match.index + match[0].length;
  }
  if (last === 0) return [run];
  if (last < run.text.length) runs.push({ text: run.text.slice(last), bold: false });
  return runs;
}

/**
 * Splits one line into plain and **bold** runs and links to the site's pages; a `**` that opens or closes on a
 * space stays as typed.
 */
export function parseInline(line: string): TextRun[] {
  const runs: TextRun[] = [];
  const bold = /\*\*(\S(?:.*?\S)?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(bold)) {
    if (match.index > last) runs.push({ text: line.slice(last, match.index), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false });
  return runs.flatMap(linkPages);
}

/**
 * Line breaks kept, lines starting with "•" grouped into a bullet list, a blank (docs/product/chat-assistant.md)
 * line ends a paragraph.
 */
export function parseMessageText(content: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    const current = blocks.at(-1);
    if (line === '') {
      if (current) blocks.push({ kind: 'paragraph', lines: [] });
    } else if (line.startsWith(BULLET)) {
      const item = parseInline(line.slice(BULLET.length).trim());
      if (current?.kind === 'bullets') current.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
    } else if (current?.kind === 'paragraph') {
      current.lines.push(parseInline(line));
    } else {
      blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
    }
  }
  return blocks.filter((block) => (block.kind === 'paragraph' ? block.lines.length > 0 : true));
}

/** A link to a page of the site: followed within the site, so the chat stays open on the way. */
export const pageLinkClass = 'font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900';

/** A phone number in bold stays on one line: "(555) 010-4299" broke at its dash at the end of a line. */
const isPhoneNumber = (text: string) => /^[+(\d][\d\s().-]{6,18}\d$/.test(text);

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    run.link ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
      <Link key={index} href={run.link} className={pageLinkClass}>
        {run.text}
      </Link>
    ) : run.bold ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
      <strong key={index} className={isPhoneNumber(run.text) ? 'font-semibold whitespace-nowrap' : 'font-semibold'}>
        {run.text}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}

/** An assistant message as React elements: the text is never parsed as HTML. */
export function MessageText({ content }: { content: string }): ReactNode {
  return parseMessageText(content).map((block, blockIndex) =>
    block.kind === 'bullets' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <ul key={blockIndex} className="my-1.5 list-disc space-y-1 pl-5 first:mt-0 last:mb-0">
        {block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
          <li key={itemIndex}>
            <Runs runs={item} />
          </li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
      <p key={blockIndex} className="my-1.5 first:mt-0 last:mb-0">
        {block.lines.map((line, lineIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines never reorder
          <Fragment key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            <Runs runs={line} />
          </Fragment>
        ))}
      </p>
    ),
  );
}
