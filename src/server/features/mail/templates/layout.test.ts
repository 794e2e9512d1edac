import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { oneLine, renderEmail } from './layout';

describe('e-mail layout', () => {
  it('turns line breaks and control characters in a subject into single spaces', () => {
    expect(oneLine('Hello\r\nBcc: evil@example.com\t!')).toBe('Hello Bcc: evil@example.com !');
  });

  it('escapes what people typed in the HTML part and keeps it readable in the text part', () => {
    const site = loadConfig({ LOG_LEVEL: 'silent' }).site;
    const mail = renderEmail({
      site,
      subject: 'S',
      heading: 'Hi <b>',
      paragraphs: ['a & "b"'],
      details: [
        ['Name', '<img src=x>'],
        ['Empty', ''],
      ],
    });
    expect(mail.html).toContain('Hi &lt;b&gt;');
    expect(mail.html).toContain('a &amp; &quot;b&quot;');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('Name: <img src=x>');
    expect(mail.text).not.toContain('Empty:');
    expect(mail.text).toContain(site.phone);
  });
});
