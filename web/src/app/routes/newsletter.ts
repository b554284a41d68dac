/**
 * The newsletter mails' pages as the router's `lazy` takes them: code and texts together. The router imports this
 * small module first and it imports the rest, so that the list of files the pages need (which the bundler writes
 * beside each dynamic import) lives here and not in the first download.
 */
const withTexts = async <T>(load: Promise<T>): Promise<T> =>
  (
    await Promise.all([
      load,
      import('@/components/mail-forms/mail-texts')
        .then(({ loadMailTexts }) => loadMailTexts(['newsletter']))
        .catch(() => undefined),
    ])
  )[0];

/** `/newsletter/confirm?token=`: the confirmation mail's link. */
export const confirmRoute = () =>
  withTexts(import('@/features/newsletter/components/confirm-page')).then((m) => ({ Component: m.ConfirmPage }));

/** `/newsletter/unsubscribe?token=`: every newsletter mail's unsubscribe link. */
export const unsubscribeRoute = () =>
  withTexts(import('@/features/newsletter/components/unsubscribe-page')).then((m) => ({
    Component: m.UnsubscribePage,
  }));
