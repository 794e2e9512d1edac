import type { SiteConfig } from '../../../../contracts/site';

export type RenderedEmail = { subject: string; text: string; html: string };
export type EmailDetail = [label: string, value: string | null | undefined];

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Subjects are one line whatever a visitor typed: line breaks and other control characters become spaces. */
export const oneLine = (value: string, max = 200) =>
  Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The one look of every e-mail: a heading, paragraphs, an optional table of details, the business's signature.
 * Everything a person typed is escaped in the HTML part; the text part carries the same words.
 */
export function renderEmail(options: {
  site: SiteConfig;
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: EmailDetail[];
  note?: string;
}): RenderedEmail {
  const { site, heading, paragraphs } = options;
  const details = (options.details ?? []).filter((detail): detail is [string, string] => Boolean(detail[1]));
  const signature = [`${site.name}`, `${site.phone} · ${site.email}`, `Serving the ${site.serviceArea}`];

  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(options.note ? [options.note, ''] : []),
    '--',
    ...signature,
    '',
  ].join('\n');

  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0f172a;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0f1f3d;padding:20px 28px;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f1f3d">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.6;color:#334155;white-space:pre-wrap">${escapeHtml(paragraph)}</p>`).join('\n')}
${detailRows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px">${detailRows}</table>` : ''}
${options.note ? `<p style="margin:0 0 14px;font-size:13px;color:#64748b">${escapeHtml(options.note)}</p>` : ''}
</td></tr>
<tr><td style="padding:18px 28px;background:#f8fafc;font-size:12px;color:#64748b">${signature.map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: oneLine(options.subject, 300), text, html };
}
