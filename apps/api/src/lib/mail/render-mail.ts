import { RTL_LOCALES, type Locale } from '@sankofa/contracts/locales';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/**
 * What one message says, once: renderMail makes both its HTML and its plain text from it, so the two
 * never drift apart. Every string is plain text (a member's name or message included): the renderer
 * escapes it for HTML, so no value can add markup to a message.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A code to type, shown large. */
  | { kind: 'code'; code: string }
  /** The message's one action; in text, the label then the address. */
  | { kind: 'button'; label: string; url: string }
  /** Someone's own words, kept as written (line breaks included). */
  | { kind: 'quote'; text: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  replyTo?: string;
  link?: string;
  code?: string;
  /** The language the message is written in (English when not said); Arabic is laid out right to left. */
  locale?: Locale;
}

/** The web app's theme (apps/web/src/styles.css), as inline colours: mail clients ignore style sheets. */
const look = {
  page: '#f8f1e4', // sand-100
  card: '#fdfaf4', // sand-50
  band: '#0b3d1e', // forest-800
  brand: '#f2b705', // gold-400
  ink: '#1f1a14',
  soft: '#4d4338', // ink-soft
  codeBg: '#fdf1c7', // gold-100
  codeInk: '#072814', // forest-900
  rule: '#efe2c8', // sand-200
  quoteBar: '#e0743a', // terracotta-400
  display: "Righteous, 'Trebuchet MS', Verdana, sans-serif",
  body: "Ubuntu, 'Segoe UI', Helvetica, Arial, sans-serif",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: MailBlock, rtl: boolean): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${look.ink}">${lines(block.text)}</p>`;
    case 'code':
      return (
        `<p style="margin:0 0 16px;padding:14px 0;text-align:center;border-radius:16px;background:${look.codeBg};` +
        `color:${look.codeInk};font-size:32px;font-weight:700;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(block.code)}</p>`
      );
    case 'button':
      return (
        `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 28px;` +
        `border-radius:999px;background:${look.band};color:${look.card};font-size:16px;font-weight:700;text-decoration:none">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${look.soft};word-break:break-all">${escapeHtml(block.url)}</p>`
      );
    case 'quote':
      return (
        `<p style="margin:0 0 16px;padding:12px 16px;border-${rtl ? 'right' : 'left'}:4px solid ${look.quoteBar};background:${look.page};` +
        `font-size:15px;line-height:1.5;color:${look.ink}">${lines(block.text)}</p>`
      );
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${look.soft}">${lines(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

// Webmail often drops the <html> element's attributes, so the card says its direction again.
function html(appName: string, content: MailContent): string {
  const locale = content.locale ?? 'en';
  const rtl = RTL_LOCALES.includes(locale);
  const body = content.blocks.map((b) => blockHtml(b, rtl)).join('\n');
  return `<!doctype html>
<html lang="${locale}"${rtl ? ' dir="rtl"' : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${look.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${look.page};padding:24px 12px">
<tr><td align="center">
<table role="presentation"${rtl ? ' dir="rtl"' : ''} width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;border-radius:24px;overflow:hidden;background:${look.card};font-family:${look.body}">
<tr><td style="background:${look.band};padding:20px 28px;font-family:${look.display};font-size:24px;color:${look.brand}">${escapeHtml(appName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-family:${look.display};font-size:22px;font-weight:400;color:${look.band}">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${look.rule};font-size:12px;color:${look.soft}">${escapeHtml(appName)} · Cultured in Connection</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(appName: string, content: MailContent): string {
  return [content.heading, '', ...content.blocks.flatMap((b) => [blockText(b), '']), `— ${appName}`].join('\n');
}

export function renderMail(appName: string, content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: text(appName, content),
    html: html(appName, content),
    ...(content.replyTo && { replyTo: content.replyTo }),
    ...(content.link && { link: content.link }),
    ...(content.code && { code: content.code }),
  };
}
