import { defaultLanguage, languageCodes, type LanguageCode } from '@portfolio/contracts';

/** The interface's language as the mail service takes it: the mails to this reader come in it. */
export const mailLanguageOf = (language: string | undefined): LanguageCode =>
  languageCodes.find((code) => code === language) ?? defaultLanguage;
