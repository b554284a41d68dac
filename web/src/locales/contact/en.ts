/**
 * English texts of the home page's contact section (spec §3 "contact form: labels, placeholders, messages", §8):
 * the reference for the nine other languages. Its shape is `ContactTexts`, so every other language must have
 * exactly these keys. Loaded with the section, when the reader nears it.
 */
const en = {
  contact: {
    title: 'Contact',
    intro: 'A project, a question or just a hello? Write to me and I will answer personally.',
    responseTime: 'I usually answer within 24–48 hours.',
    nameLabel: 'Name',
    namePlaceholder: 'Your name',
    emailLabel: 'Email',
    emailPlaceholder: 'you@example.com',
    subjectLabel: 'Subject',
    subjectPlaceholder: 'What is it about?',
    messageLabel: 'Message',
    messagePlaceholder: 'Your message…',
    honeypotLabel: 'Leave this field empty',
    required: 'Required fields',
    send: 'Send message',
    sending: 'Sending…',
    missingTitle: 'Missing Information',
    missingText: 'Please fill in all required fields.',
    sentTitle: 'Message Sent!',
    sentText: "Thank you for your message. I'll get back to you soon.",
    failedTitle: 'Message delivery failed',
    failedText: 'An error occurred while sending your message. Please try again later.',
    timeoutText: 'The request timed out. Please check your connection and try again.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ContactTexts = Widen<typeof en>;

export default en satisfies ContactTexts;
