import type { AdminDictionary } from './en';

const ru: AdminDictionary = {
  meta: {
    loginTitle: 'Вход администратора · Camille Laurent',
    dashboardTitle: 'Сводка · Администрирование',
    description: 'Закрытый раздел администрирования.',
  },
  session: {
    checking: 'Проверяем вашу сессию…',
  },
  login: {
    title: 'Вход администратора',
    subtitle: 'Войдите, чтобы открыть панель администрирования.',
    email: 'Электронная почта',
    password: 'Пароль',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    submit: 'Войти',
    submitting: 'Выполняется вход…',
    throttledTitle: 'Слишком много попыток',
    throttledUntil: 'Вход временно заблокирован. Повторите попытку {{when}}.',
    throttled: 'Вход временно заблокирован. Повторите попытку позже.',
  },
  layout: {
    area: 'Администрирование',
    navigation: 'Навигация администрирования',
    dashboard: 'Сводка',
    analytics: 'Статистика',
    logs: 'Журналы',
    blog: 'Блог',
    images: 'Изображения',
    signedInAs: 'Вы вошли как',
    signOut: 'Выйти',
  },
  screenError: {
    title: 'Этот экран перестал работать',
    message: 'Остальная часть администрирования работает: выберите другой экран в меню или перезагрузите этот.',
    reload: 'Перезагрузить',
  },
  common: {
    loading: 'Загрузка…',
    loadFailed: 'Не удалось загрузить данные.',
    retry: 'Повторить',
    notMeasured: 'не измерено',
    seconds: '{{value}} с',
    milliseconds: '{{value}} мс',
    versusPrevious: 'по сравнению с прошлым периодом',
    noPrevious: 'не с чем сравнить',
    more: 'более {{count}}',
  },
  dashboard: {
    title: 'Сводка',
    intro: 'Ваш сайт с первого взгляда: сегодня, последние семь дней и что идёт не так.',
    pageviewsToday: 'Просмотры страниц сегодня',
    sessionsToday: 'Визиты сегодня',
    pageviewsWeek: 'Просмотры страниц за 7 дней',
    sessionsWeek: 'Визиты за 7 дней',
    versusYesterday: 'по сравнению со вчера',
    versusLastWeek: 'по сравнению с предыдущими 7 днями',
    activeNow: 'Посетители на сайте сейчас',
    openIssues: 'Открытые ошибки за 24 часа',
    trend: 'Последние 14 дней',
    openAnalytics: 'Открыть статистику',
    openLogs: 'Открыть журналы',
  },
};

export default ru;
