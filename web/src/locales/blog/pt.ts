import { siteTextsPt, tagLabelsPt } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const pt: BlogTexts = {
  meta: {
    blogTitle: siteTextsPt.blog.title,
    blogDescription: siteTextsPt.blog.description,
  },
  blog: {
    title: 'Blog',
    intro: 'Notas sobre a construção de aplicações web rápidas e acessíveis, e o que os projetos me ensinaram.',
    searchLabel: 'Pesquisar nos artigos',
    searchPlaceholder: 'Pesquise em qualquer idioma…',
    clearSearch: 'Limpar a pesquisa',
    tagsLabel: 'Filtrar por etiqueta',
    languageLabel: 'Idioma do artigo',
    allLanguages: 'Todos os idiomas',
    results: 'Artigos encontrados: {{count}}',
    loading: 'A carregar os artigos…',
    emptyTitle: 'Nenhum artigo corresponde',
    emptyText: 'Experimente outras palavras, outra etiqueta ou todos os idiomas.',
    resetFilters: 'Repor os filtros',
    errorTitle: 'Não foi possível carregar os artigos',
    errorText: 'Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
    pagination: 'Páginas de artigos',
    previous: 'Anterior',
    next: 'Seguinte',
    page: 'Página {{page}}',
  },
  card: {
    readingTime: '{{minutes}} min de leitura',
    views: 'Visualizações',
    tags: 'Etiquetas',
    language: 'Escrito em',
  },
  latest: {
    title: 'Artigos recentes',
    intro: 'Sobre o que tenho escrito ultimamente.',
    all: 'Todos os artigos',
    empty: 'Ainda não foi publicado nenhum artigo.',
    error: 'Não foi possível carregar os artigos recentes.',
  },
  tags: tagLabelsPt,
};

export default pt;
