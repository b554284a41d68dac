import { siteTextsEs, tagLabelsEs } from '@portfolio/contracts';
import type { BlogTexts } from './en';

const es: BlogTexts = {
  meta: {
    blogTitle: siteTextsEs.blog.title,
    blogDescription: siteTextsEs.blog.description,
  },
  blog: {
    title: 'Blog',
    intro: 'Notas sobre cómo construir aplicaciones web rápidas y accesibles, y lo que me enseñaron los proyectos.',
    searchLabel: 'Buscar en los artículos',
    searchPlaceholder: 'Busca en cualquier idioma…',
    clearSearch: 'Borrar la búsqueda',
    tagsLabel: 'Filtrar por etiqueta',
    languageLabel: 'Idioma del artículo',
    allLanguages: 'Todos los idiomas',
    results: 'Artículos encontrados: {{count}}',
    loading: 'Cargando los artículos…',
    emptyTitle: 'Ningún artículo coincide',
    emptyText: 'Prueba con otras palabras, otra etiqueta o todos los idiomas.',
    resetFilters: 'Restablecer los filtros',
    errorTitle: 'No se pudieron cargar los artículos',
    errorText: 'Comprueba tu conexión y vuelve a intentarlo.',
    retry: 'Reintentar',
    pagination: 'Páginas de artículos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
  },
  card: {
    readingTime: '{{minutes}} min de lectura',
    views: 'Visitas',
    tags: 'Etiquetas',
    language: 'Escrito en',
  },
  latest: {
    title: 'Últimos artículos',
    intro: 'Sobre lo que he escrito últimamente.',
    all: 'Todos los artículos',
    empty: 'Todavía no se ha publicado ningún artículo.',
    error: 'No se pudieron cargar los últimos artículos.',
  },
  tags: tagLabelsEs,
};

export default es;
