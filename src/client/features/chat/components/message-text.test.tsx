import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { MessageText, parseInline, parseMessageText } from './message-text';

const html = (content: string) =>
  renderToStaticMarkup(
    <Router ssrPath="/">
      <MessageText content={content} />
    </Router>,
  );

describe('parseInline', () => {
  it('splits **bold** runs from plain text', () => {
    expect(parseInline('It costs **$0** to **you**.')).toEqual([
      { text: 'It costs ', bold: false },
      { text: '$0', bold: true },
      { text: ' to ', bold: false },
      { text: 'you', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('leaves an unmatched or empty pair of asterisks as typed', () => {
    expect(parseInline('2 ** 3 and ****')).toEqual([{ text: '2 ** 3 and ****', bold: false }]);
  });

  it("links the page's name written before a bracketed site path, and drops the path", () => {
    expect(parseInline('Report it on our Customer Service page (/customer-service) or e-mail us.')).toEqual([
      { text: 'Report it on our ', bold: false },
      { text: 'Customer Service page', bold: false, link: '/customer-service' },
      { text: ' or e-mail us.', bold: false },
    ]);
  });

  it("puts the page's name in place of a path with no name before it; a section's anchor is kept", () => {
    expect(parseInline('See our suites (/hotels#benefits).')).toEqual([
      { text: 'See our suites ', bold: false },
      { text: 'Hotels', bold: false, link: '/hotels#benefits' },
      { text: '.', bold: false },
    ]);
  });

  it('leaves a bracketed path that is no page of the site, and bold text, as written', () => {
    expect(parseInline('Try (/admin) or **(/hotels)**')).toEqual([
      { text: 'Try (/admin) or ', bold: false },
      { text: '(/hotels)', bold: true },
    ]);
  });
});

describe('parseMessageText', () => {
  it('keeps line breaks inside one paragraph and splits paragraphs on a blank line', () => {
    expect(parseMessageText('one\ntwo\n\nthree')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'one', bold: false }], [{ text: 'two', bold: false }]] },
      { kind: 'paragraph', lines: [[{ text: 'three', bold: false }]] },
    ]);
  });

  it('groups consecutive "•" lines into one list', () => {
    const blocks = parseMessageText('Reach us:\n• Call **555**\n•E-mail us\nThanks');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'bullets', 'paragraph']);
    expect(blocks[1]).toEqual({
      kind: 'bullets',
      items: [
        [
          { text: 'Call ', bold: false },
          { text: '555', bold: true },
        ],
        [{ text: 'E-mail us', bold: false }],
      ],
    });
  });

  it('has no blocks for empty or blank text', () => {
    expect(parseMessageText('')).toEqual([]);
    expect(parseMessageText('\n \n')).toEqual([]);
  });
});

describe('MessageText', () => {
  it('renders bold, line breaks and bullets as elements', () => {
    expect(html('Hi **there**\nsecond line\n• one\n• two')).toBe(
      '<p class="my-1.5 first:mt-0 last:mb-0">Hi <strong class="font-semibold">there</strong><br/>second line</p>' +
        '<ul class="my-1.5 list-disc space-y-1 pl-5 first:mt-0 last:mb-0"><li>one</li><li>two</li></ul>',
    );
  });

  it('keeps a phone number in bold on one line, and lets a bold address or word wrap', () => {
    const out = html('Call our 24/7 line **(555) 010-4299** or e-mail **hello@elevate-micromarkets.example**.');
    expect(out).toContain('<strong class="font-semibold whitespace-nowrap">(555) 010-4299</strong>');
    expect(out).toContain('<strong class="font-semibold">hello@elevate-micromarkets.example</strong>');
  });

  it('renders a page named in an answer as a link to it, never its raw path', () => {
    const out = html('Use the form on our Customer Service page (/customer-service).');
    expect(out).toContain('<a href="/customer-service"');
    expect(out).toContain('>Customer Service page</a>.');
    expect(out).not.toContain('(/customer-service)');
  });

  it('shows HTML in a message as text, never as markup', () => {
    const out = html('<img src=x onerror=alert(1)> and **<b>bold</b>**');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).toContain('<strong class="font-semibold">&lt;b&gt;bold&lt;/b&gt;</strong>');
  });
});
