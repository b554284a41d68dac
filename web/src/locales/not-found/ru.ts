import type { NotFoundTexts } from './en';

const ru: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Страница не найдена · Camille Laurent',
    notFoundDescription: 'Этой страницы не существует, или она была перемещена.',
  },
  notFound: {
    title: 'Страница не найдена',
    message: 'Страница, которую вы ищете, не существует или была перемещена.',
    home: 'Вернуться на главную',
  },
};

export default ru;
