import type { LanguageCode } from '@portfolio/contracts';

/** What a mail says, every text plain (see render-mail.ts for each field's place in the layout). */
export interface MailContent {
  language: LanguageCode;
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly { title: string; url: string; text?: string }[];
  action?: { label: string; url: string };
  footerLines?: readonly string[];
  unsubscribeUrl?: string;
}
