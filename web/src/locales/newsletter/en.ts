/**
 * English texts of the newsletter signup (home page, blog list, articles) and of its confirmation and unsubscribe
 * pages (spec §3 "newsletter", §8): the reference for the nine other languages. Its shape is `NewsletterTexts`,
 * so every other language must have exactly these keys. Loaded with the signup or the page.
 */
const en = {
  signup: {
    title: 'Newsletter',
    intro: 'One email a week with the latest articles. No spam, unsubscribe in one click.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    firstNameLabel: 'First name (optional)',
    firstNamePlaceholder: 'Your first name',
    honeypotLabel: 'Leave this field empty',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    invalidTitle: 'Email required',
    invalidText: 'Please provide a valid email address to receive our updates.',
    welcomeTitle: 'Welcome to the newsletter!',
    welcomeText: "You'll soon receive our latest articles and insights.",
    checkInbox: 'Thanks! Please check your inbox to confirm your subscription.',
    failedTitle: 'Subscription failed',
    failedText: 'Please try again in a few moments.',
  },
  confirm: {
    metaTitle: 'Confirm your subscription',
    metaDescription: 'Confirmation of your subscription to the weekly newsletter.',
    confirming: 'Confirming your subscription…',
    confirmedTitle: 'Subscription confirmed',
    confirmedText: 'Thank you! You will receive the newsletter every week, starting with the next issue.',
    invalidTitle: 'This link is invalid or has expired',
    invalidText: 'Confirmation links work for seven days. Sign up again below to receive a new one.',
    failedTitle: 'The confirmation could not be completed',
    failedText: 'The server could not be reached. Please try again in a few moments.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  unsubscribe: {
    metaTitle: 'Unsubscribe from the newsletter',
    metaDescription: 'Stop receiving the weekly newsletter.',
    title: 'Unsubscribe from the newsletter',
    text: 'You will no longer receive the weekly newsletter at this address.',
    button: 'Unsubscribe',
    working: 'Unsubscribing…',
    doneTitle: 'You are unsubscribed',
    doneText: 'You will not receive the newsletter anymore. You can sign up again at any time.',
    invalidTitle: 'This link is invalid or has expired',
    invalidText: 'Use the unsubscribe link of a recent newsletter email.',
    failedText: 'The request could not be completed. Please try again in a few moments.',
    home: 'Back to the home page',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type NewsletterTexts = Widen<typeof en>;

export default en satisfies NewsletterTexts;
