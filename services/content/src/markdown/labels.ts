import type { LanguageCode } from '@portfolio/contracts';

/**
 * The few words the rendered body itself carries (they are in the stored HTML, not in the web app's dictionaries),
 * in the article's language: a screen reader announces them in the language of the text around them.
 */
export interface BodyLabels {
  /** The accessible name of a heading's anchor link, followed by the heading's text. */
  sectionLink: string;
  /** The accessible name of a table's scrollable region. */
  table: string;
}

export const bodyLabels: Record<LanguageCode, BodyLabels> = {
  en: { sectionLink: 'Link to this section', table: 'Table' },
  fr: { sectionLink: 'Lien vers cette section', table: 'Tableau' },
  es: { sectionLink: 'Enlace a esta sección', table: 'Tabla' },
  de: { sectionLink: 'Link zu diesem Abschnitt', table: 'Tabelle' },
  it: { sectionLink: 'Link a questa sezione', table: 'Tabella' },
  pt: { sectionLink: 'Link para esta seção', table: 'Tabela' },
  ja: { sectionLink: 'このセクションへのリンク', table: '表' },
  zh: { sectionLink: '链接到本节', table: '表格' },
  ar: { sectionLink: 'رابط إلى هذا القسم', table: 'جدول' },
  ru: { sectionLink: 'Ссылка на этот раздел', table: 'Таблица' },
};

/** "Link to this section: Installing" — the heading's text makes each anchor's name unique in a list of links. */
export function sectionLinkLabel(lang: LanguageCode, headingText: string): string {
  const separator = lang === 'ja' || lang === 'zh' ? '：' : lang === 'fr' ? '\u00a0: ' : ': ';
  return bodyLabels[lang].sectionLink + separator + headingText;
}
