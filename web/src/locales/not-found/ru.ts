import { siteTextsRu } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const ru: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsRu.notFound.title,
    notFoundDescription: siteTextsRu.notFound.description,
  },
  notFound: {
    title: 'Страница не найдена',
    message: 'Страница, которую вы ищете, не существует или была перемещена.',
    home: 'Вернуться на главную',
  },
};

export default ru;
