import type { LanguageCode } from '@portfolio/contracts';
import { renderMail } from '../templates/render-mail.ts';
import type { OutgoingMail } from './mailer.ts';
import type { UsableSettings } from './settings.ts';
import { testMailTexts } from './test-mail-texts.ts';

/** The test mail of the SMTP screen, in the administrator's language, in the layout every mail uses. */
export async function testMail(
  to: string,
  language: LanguageCode,
  settings: Pick<UsableSettings, 'host' | 'port'>,
): Promise<OutgoingMail> {
  const texts = testMailTexts[language];
  const sentThrough = texts.sentThrough.replace('{server}', `${settings.host}:${settings.port}`);
  const { html, text } = await renderMail({
    language,
    preheader: texts.heading,
    heading: texts.heading,
    paragraphs: [texts.body],
    footerLines: [sentThrough],
  });
  return { to, subject: texts.subject, text, html };
}
