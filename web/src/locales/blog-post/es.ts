import type { BlogPostTexts } from './en';

const es: BlogPostTexts = {
  meta: {
    articleTitle: 'Artículo · Camille Laurent',
    articleDescription: 'Un artículo del blog de Camille Laurent.',
  },
  blogPost: {
    listen: 'Escuchar este artículo',
    listenPlay: 'Reproducir',
    loading: 'Cargando el artículo…',
    errorTitle: 'No se pudo cargar el artículo',
    errorText: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    backToBlog: 'Todos los artículos',
    published: 'Publicado el {{date}}',
    updated: 'Actualizado el {{date}}',
    readingTime: '{{minutes}} min de lectura',
    views: 'Visitas: {{number}}',
    tags: 'Etiquetas',
    keywords: 'Palabras clave',
    toc: {
      title: 'Índice',
      show: 'Mostrar el índice',
    },
    languages: {
      title: 'También en otros idiomas',
      current: 'Estás leyendo la versión en {{language}}.',
    },
    neighbours: {
      title: 'Más del blog',
      previous: 'Artículo anterior',
      next: 'Artículo siguiente',
    },
    related: 'Artículos relacionados',
    share: {
      title: 'Compartir este artículo',
      open: 'Compartir',
      twitter: 'Compartir en X (Twitter)',
      linkedin: 'Compartir en LinkedIn',
      facebook: 'Compartir en Facebook',
      reddit: 'Compartir en Reddit',
      whatsapp: 'Enviar por WhatsApp',
      telegram: 'Enviar por Telegram',
      email: 'Enviar por correo',
      hackerNews: 'Enviar a Hacker News',
      pocket: 'Guardar en Pocket',
      native: 'Otras formas de compartir…',
      copy: 'Copiar el enlace',
    },
    toasts: {
      unavailable: 'No se puede compartir',
      unavailableText: 'Este artículo aún no tiene una dirección que compartir.',
      failed: 'Error al compartir',
      failedText:
        'No se pudo abrir la ventana para compartir. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
      copied: 'Enlace copiado',
      copyFailed: 'Error al copiar',
      copyFailedText: 'Este navegador no permitió a la página escribir en el portapapeles.',
    },
  },
};

export default es;
