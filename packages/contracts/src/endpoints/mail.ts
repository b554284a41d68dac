import { endpoint } from '../endpoint.ts';
import {
  confirmResult,
  contactAccepted,
  contactBody,
  formToken,
  mailIdParams,
  mailLimits,
  subscribeAccepted,
  subscribeBody,
  tokenBody,
  tokenQuery,
  unsubscribeResult,
} from '../mail.ts';
import {
  contactMessage,
  deliveryResult,
  messageList,
  messageListQuery,
  messagePatch,
  replyBody,
  replyResult,
  smtpSettings,
  smtpSettingsBody,
  testMailBody,
  unreadCount,
} from '../mail-admin.ts';
import { mailAccountEndpoints } from './mail-account.ts';
import { mailNewsletterEndpoints } from './mail-newsletter.ts';

const service = 'mail';
const admin = { service, access: 'admin' } as const;
/** The visitors' forms: counted per address at the gateway like other visitor posts, and again by the service. */
const visitorForm = { service, access: 'public', method: 'POST', rateLimit: 'ingest' } as const;
const messages = '/api/admin/mail/messages';

/** The public side of the mail service (#17): the contact form, the newsletter signup and its signed links. */
export const mailPublicEndpoints = {
  formToken: endpoint({
    service,
    access: 'public',
    method: 'GET',
    path: '/api/mail/form-token',
    summary: 'A signed note of when the contact form appeared: a message sent sooner than a person could is spam.',
    response: formToken,
  }),
  contact: endpoint({
    ...visitorForm,
    path: '/api/mail/contact',
    summary: 'Sends a message to the administrator: kept, then notified by mail. Spam gets the same answer.',
    body: contactBody,
    response: contactAccepted,
    status: 202,
  }),
  subscribe: endpoint({
    ...visitorForm,
    path: '/api/mail/newsletter/subscribe',
    summary: 'Signs up for the weekly newsletter (double opt-in): the answer never says whether the address was known.',
    body: subscribeBody,
    response: subscribeAccepted,
    status: 202,
  }),
  confirmSubscription: endpoint({
    ...visitorForm,
    path: '/api/mail/newsletter/confirm',
    summary: "Confirms a signup with its mail's signed link; confirming twice is harmless.",
    body: tokenBody,
    response: confirmResult,
  }),
  unsubscribe: endpoint({
    ...visitorForm,
    path: '/api/mail/newsletter/unsubscribe',
    summary: 'Unsubscribes with the signed link of any newsletter mail (the unsubscribe page).',
    body: tokenBody,
    response: unsubscribeResult,
  }),
  oneClickUnsubscribe: endpoint({
    ...visitorForm,
    path: '/api/mail/newsletter/one-click',
    summary:
      'RFC 8058 one-click unsubscribe: the mailbox provider posts `List-Unsubscribe=One-Click` to the List-Unsubscribe address.',
    query: tokenQuery,
    response: unsubscribeResult,
    bytesBody: true,
    contentTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    bodyLimit: 4096,
    // The mailbox provider's servers post it, from no page of ours.
    sameSiteOnly: false,
  }),
};

/** The administrator's side: SMTP settings, the inbox, subscribers and the weekly newsletter. */
export const mailAdminEndpoints = {
  smtpSettings: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/mail/smtp',
    summary: 'The SMTP settings, without the password (only whether one is kept).',
    response: smtpSettings,
  }),
  saveSmtpSettings: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/mail/smtp',
    summary: 'Saves the SMTP settings; the password is encrypted at rest, an empty one keeps the one kept.',
    body: smtpSettingsBody,
    response: smtpSettings,
  }),
  checkSmtp: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/mail/smtp/check',
    summary: 'Connects and authenticates with these settings (saved or not) and says why not, if not.',
    body: smtpSettingsBody,
    response: deliveryResult,
    answerWithinMs: mailLimits.smtpAnswerWithinMs,
  }),
  sendTestMail: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/mail/smtp/test',
    summary: 'Sends a test mail through the saved settings.',
    body: testMailBody,
    response: deliveryResult,
    answerWithinMs: mailLimits.smtpAnswerWithinMs,
  }),
  messages: endpoint({
    ...admin,
    method: 'GET',
    path: messages,
    summary: 'Contact messages, newest first: the inbox or the archive, unread only, search.',
    query: messageListQuery,
    response: messageList,
  }),
  unreadMessages: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/mail/unread',
    summary: 'How many messages of the inbox are unread (the dashboard and the sidebar).',
    response: unreadCount,
  }),
  message: endpoint({
    ...admin,
    method: 'GET',
    path: `${messages}/:id`,
    summary: 'One contact message.',
    params: mailIdParams,
    response: contactMessage,
  }),
  updateMessage: endpoint({
    ...admin,
    method: 'PATCH',
    path: `${messages}/:id`,
    summary: 'Marks a message read or unread, archives or restores it.',
    params: mailIdParams,
    body: messagePatch,
    response: contactMessage,
  }),
  deleteMessage: endpoint({
    ...admin,
    method: 'DELETE',
    path: `${messages}/:id`,
    summary: 'Deletes a message for good.',
    params: mailIdParams,
    response: null,
  }),
  replyToMessage: endpoint({
    ...admin,
    method: 'POST',
    path: `${messages}/:id/reply`,
    summary: 'Answers the sender by mail through the SMTP settings.',
    params: mailIdParams,
    body: replyBody,
    response: replyResult,
    bodyLimit: mailLimits.replyLength * 4,
    answerWithinMs: mailLimits.smtpAnswerWithinMs,
  }),
  ...mailNewsletterEndpoints,
  ...mailAccountEndpoints,
};
