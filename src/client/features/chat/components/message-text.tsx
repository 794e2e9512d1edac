import { Fragment, type ReactNode } from 'react';

export type TextRun = { text: string; bold: boolean };
export type MessageBlock = { kind: 'paragraph'; lines: TextRun[][] } | { kind: 'bullets'; items: TextRun[][] };

const BULLET = '•';

/** Splits one line into plain and **bold** runs; a `**` that opens or closes on a space stays as typed. */
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
  return runs;
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

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    run.bold ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
      <strong key={index} className="font-semibold">
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
