import type { BlogPostTexts } from './en';

const pt: BlogPostTexts = {
  meta: {
    articleTitle: 'Artigo · Camille Laurent',
    articleDescription: 'Um artigo do blog de Camille Laurent.',
  },
  blogPost: {
    listen: 'Ouvir este artigo',
    listenPlay: 'Reproduzir',
    loading: 'A carregar o artigo…',
    errorTitle: 'Não foi possível carregar o artigo',
    errorText: 'Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
    backToBlog: 'Todos os artigos',
    published: 'Publicado em {{date}}',
    updated: 'Atualizado em {{date}}',
    readingTime: '{{minutes}} min de leitura',
    views: 'Visualizações: {{number}}',
    tags: 'Etiquetas',
    keywords: 'Palavras-chave',
    toc: {
      title: 'Índice',
      show: 'Mostrar o índice',
    },
    languages: {
      title: 'Também noutras línguas',
      current: 'Está a ler a versão em {{language}}.',
    },
    neighbours: {
      title: 'Mais do blog',
      previous: 'Artigo anterior',
      next: 'Artigo seguinte',
    },
    related: 'Artigos relacionados',
    share: {
      title: 'Partilhar este artigo',
      open: 'Partilhar',
      twitter: 'Partilhar no X (Twitter)',
      linkedin: 'Partilhar no LinkedIn',
      facebook: 'Partilhar no Facebook',
      reddit: 'Partilhar no Reddit',
      whatsapp: 'Enviar pelo WhatsApp',
      telegram: 'Enviar pelo Telegram',
      email: 'Enviar por email',
      hackerNews: 'Submeter ao Hacker News',
      pocket: 'Guardar no Pocket',
      native: 'Outras formas de partilhar…',
      copy: 'Copiar a ligação',
    },
    toasts: {
      unavailable: 'Partilha indisponível',
      unavailableText: 'Este artigo ainda não tem um endereço para partilhar.',
      failed: 'Falha ao partilhar',
      failedText: 'Não foi possível abrir a janela de partilha. Permita janelas pop-up neste site e tente novamente.',
      copied: 'Ligação copiada',
      copyFailed: 'Falha ao copiar',
      copyFailedText: 'Este navegador não permitiu que a página escrevesse na área de transferência.',
    },
  },
};

export default pt;
