import { siteTextsDe, tagLabelsDe } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const de: BlogTexts = {
  meta: {
    blogTitle: siteTextsDe.blog.title,
    blogDescription: siteTextsDe.blog.description,
  },
  blog: {
    title: 'Blog',
    intro: 'Notizen aus dem Bau schneller, barrierefreier Webanwendungen und was mich die Projekte gelehrt haben.',
    searchLabel: 'Artikel durchsuchen',
    searchPlaceholder: 'In jeder Sprache suchen…',
    clearSearch: 'Suche löschen',
    tagsLabel: 'Nach Thema filtern',
    languageLabel: 'Sprache des Artikels',
    allLanguages: 'Alle Sprachen',
    results: 'Gefundene Artikel: {{count}}',
    loading: 'Artikel werden geladen…',
    emptyTitle: 'Kein Artikel passt',
    emptyText: 'Versuche andere Wörter, ein anderes Thema oder alle Sprachen.',
    resetFilters: 'Filter zurücksetzen',
    errorTitle: 'Die Artikel konnten nicht geladen werden',
    errorText: 'Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    pagination: 'Artikelseiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
  },
  card: {
    readingTime: '{{minutes}} Min. Lesezeit',
    views: 'Aufrufe',
    tags: 'Themen',
    language: 'Geschrieben auf',
  },
  latest: {
    title: 'Neueste Artikel',
    intro: 'Worüber ich zuletzt geschrieben habe.',
    all: 'Alle Artikel',
    empty: 'Noch ist kein Artikel erschienen.',
    error: 'Die neuesten Artikel konnten nicht geladen werden.',
  },
  tags: tagLabelsDe,
};

export default de;
