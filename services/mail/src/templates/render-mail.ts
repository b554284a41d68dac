/**
 * The one layout every mail of the service goes out in: HTML from MJML (tables and conditional comments that render
 * in the common mail clients, Outlook included) and a plain-text part written from the same content, not stripped
 * from the HTML.
 *
 *   renderMail(content, values?) → Promise<{ html, text }>
 *
 * `content` (MailContent), every text plain (escaped here, never taken as HTML):
 *   language        <html lang>, and dir="rtl" with right-aligned text for Arabic; the layout's own words in it
 *   preheader       the line mail clients show after the subject (hidden in the body, not in the text part)
 *   heading         the title (also the HTML <title>)
 *   paragraphs      one string a paragraph; line breaks inside one are kept
 *   items?          [{ title, url, text? }]: linked entries (the newsletter's articles)
 *   action?         { label, url }: a button, its link also written out under it for clients that hide buttons
 *   footerLines?    small print at the bottom (why this mail came, who sent it)
 *   unsubscribeUrl? adds the translated "Unsubscribe" link to the footer
 *
 * Per-recipient values: put `slot('name')` anywhere in the content's texts or URLs and pass `{ name: value }` as
 * `values` (a URL slot's value must itself be an http(s) URL). The MJML is rendered once per distinct content
 * (cached, concurrent first calls share one rendering); after that a call only substitutes the values, HTML-escaped
 * in the HTML part and as they are in the text part: cheap enough for ten thousand recipients of one issue.
 * `compileMail(content)` hands out the compiled template itself, whose `fill(values)` is synchronous.
 */
import { randomBytes } from 'node:crypto';
import { rightToLeftLanguages } from '@portfolio/contracts';
import { layoutTexts } from './layout-texts.ts';
import { compileMjml } from './mjml-process.ts';
import type { MailContent } from './mail-content.ts';
import { plainTextOf } from './plain-text.ts';

export type { MailContent } from './mail-content.ts';

export interface RenderedMail {
  html: string;
  text: string;
}

export interface CompiledMail {
  /** The mail with every slot replaced; throws when a slot of the content has no value (a programming error). */
  fill(values?: Readonly<Record<string, string>>): RenderedMail;
}

// A slot is letters and digits only, so that escaping and MJML leave it whole; the process's random nonce keeps
// text that came from elsewhere (an article title, an introduction) from ever reading as one.
const nonce = randomBytes(6).toString('hex');
const slotPattern = new RegExp(`zslot${nonce}([A-Za-z][A-Za-z0-9]*)z`, 'g');

/** Where a per-recipient value goes in the content: `values[name]` at fill time. */
export function slot(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`a slot name is letters and digits: ${name}`);
  return `zslot${nonce}${name}z`;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const paragraphHtml = (value: string) => escapeHtml(value).replaceAll(/\r?\n/g, '<br />');

/** A link's target: an http(s) URL or one whole slot (filled per recipient), so no `javascript:` ever lands in href. */
function checkedUrl(url: string): string {
  const whole = url.match(slotPattern);
  if (whole?.length === 1 && whole[0] === url) return url;
  if (!/^https?:\/\//i.test(url)) throw new Error('a mail link must be an http(s) URL');
  return url;
}

const colors = { page: '#f4f4f5', card: '#ffffff', text: '#1f2937', muted: '#6b7280', button: '#111827' };
const fonts = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

function mjmlOf(content: MailContent): string {
  const rtl = rightToLeftLanguages.includes(content.language);
  const direction = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  const texts = layoutTexts[content.language];
  const body: string[] = [
    `<mj-text font-size="22px" font-weight="700" line-height="1.3" padding-bottom="8px">${escapeHtml(content.heading)}</mj-text>`,
    ...content.paragraphs.map((p) => `<mj-text>${paragraphHtml(p)}</mj-text>`),
  ];
  for (const item of content.items ?? []) {
    const title = `<a href="${escapeHtml(checkedUrl(item.url))}" style="color:${colors.text};font-weight:700;font-size:18px;">${escapeHtml(item.title)}</a>`;
    const text = item.text ? `<br />${paragraphHtml(item.text)}` : '';
    body.push(`<mj-text padding-top="14px">${title}${text}</mj-text>`);
  }
  if (content.action) {
    const url = escapeHtml(checkedUrl(content.action.url));
    body.push(
      `<mj-button href="${url}" align="${align}" background-color="${colors.button}" color="#ffffff" font-size="16px" border-radius="6px" inner-padding="12px 24px" padding-top="20px">${escapeHtml(content.action.label)}</mj-button>`,
      `<mj-text font-size="13px" color="${colors.muted}">${escapeHtml(texts.copyLink)}<br /><a href="${url}" style="color:${colors.muted};word-break:break-all;">${escapeHtml(content.action.url)}</a></mj-text>`,
    );
  }
  const footer = (content.footerLines ?? []).map(paragraphHtml);
  if (content.unsubscribeUrl) {
    const url = escapeHtml(checkedUrl(content.unsubscribeUrl));
    footer.push(`<a href="${url}" style="color:${colors.muted};">${escapeHtml(texts.unsubscribe)}</a>`);
  }
  const footerSection = footer.length
    ? `<mj-section direction="${direction}" padding="8px 0 24px"><mj-column direction="${direction}"><mj-text font-size="12px" color="${colors.muted}">${footer.join('<br />')}</mj-text></mj-column></mj-section>`
    : '';
  return `<mjml lang="${content.language}" dir="${direction}">
<mj-head>
<mj-title>${escapeHtml(content.heading)}</mj-title>
<mj-preview>${escapeHtml(content.preheader)}</mj-preview>
<mj-attributes>
<mj-all font-family="${fonts}" />
<mj-text font-size="16px" line-height="1.6" color="${colors.text}" align="${align}" />
</mj-attributes>
</mj-head>
<mj-body background-color="${colors.page}" width="600px">
<mj-section direction="${direction}" background-color="${colors.card}" padding="24px 8px" border-radius="8px"><mj-column direction="${direction}">
${body.join('\n')}
</mj-column></mj-section>
${footerSection}
</mj-body>
</mjml>`;
}

/** A text cut at its slots: literal pieces at even indexes, slot names at odd ones. */
const piecesOf = (value: string) => value.split(slotPattern);

function fillPieces(pieces: readonly string[], values: Readonly<Record<string, string>>, escape: boolean): string {
  let out = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const value = values[pieces[i]!];
    if (value === undefined) throw new Error(`no value for the mail's slot ${pieces[i]}`);
    out += (escape ? escapeHtml(value) : value) + pieces[i + 1]!;
  }
  return out;
}

async function compile(content: MailContent): Promise<CompiledMail> {
  const html = piecesOf(await compileMjml(mjmlOf(content)));
  const text = piecesOf(plainTextOf(content, layoutTexts[content.language]));
  return {
    fill: (values = {}) => ({ html: fillPieces(html, values, true), text: fillPieces(text, values, false) }),
  };
}

// Issues in ten languages, the confirmation and notification mails, test mails: a few dozen distinct contents
// at a time. The oldest goes first past this many.
const cacheSize = 200;
const cache = new Map<string, Promise<CompiledMail>>();

export function compileMail(content: MailContent): Promise<CompiledMail> {
  const key = JSON.stringify(content);
  const cached = cache.get(key);
  if (cached) return cached;
  const compiled = compile(content);
  cache.set(key, compiled);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  compiled.catch(() => cache.delete(key));
  return compiled;
}

export async function renderMail(
  content: MailContent,
  values?: Readonly<Record<string, string>>,
): Promise<RenderedMail> {
  return (await compileMail(content)).fill(values);
}
