import { siteTextsFr, tagLabelsFr } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const fr: BlogTexts = {
  meta: {
    blogTitle: siteTextsFr.blog.title,
    blogDescription: siteTextsFr.blog.description,
  },
  blog: {
    title: 'Blog',
    intro:
      "Des notes tirées de la création d'applications web rapides et accessibles, et ce que les projets m'ont appris.",
    searchLabel: 'Rechercher dans les articles',
    searchPlaceholder: 'Rechercher dans toutes les langues…',
    clearSearch: 'Effacer la recherche',
    tagsLabel: 'Filtrer par thème',
    languageLabel: "Langue de l'article",
    allLanguages: 'Toutes les langues',
    results: 'Articles trouvés : {{count}}',
    loading: 'Chargement des articles…',
    emptyTitle: 'Aucun article ne correspond',
    emptyText: "Essayez d'autres mots, un autre thème ou toutes les langues.",
    resetFilters: 'Réinitialiser les filtres',
    errorTitle: "Les articles n'ont pas pu être chargés",
    errorText: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    pagination: "Pages d'articles",
    previous: 'Précédente',
    next: 'Suivante',
    page: 'Page {{page}}',
  },
  card: {
    readingTime: '{{minutes}} min de lecture',
    views: 'Vues',
    tags: 'Thèmes',
    language: 'Écrit en',
  },
  latest: {
    title: 'Derniers articles',
    intro: "Ce sur quoi j'ai écrit ces derniers temps.",
    all: 'Tous les articles',
    empty: "Aucun article n'a encore été publié.",
    error: "Les derniers articles n'ont pas pu être chargés.",
  },
  tags: tagLabelsFr,
};

export default fr;
