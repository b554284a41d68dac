import {
  mailAdminEndpoints,
  mailLimits,
  mailPublicEndpoints,
  type ContactMessage,
  type EndpointResponse,
} from '@portfolio/contracts';
import type { RunningMail } from './mail-service.ts';

export type MessageList = EndpointResponse<typeof mailAdminEndpoints.messages>;

export const contactPath = mailPublicEndpoints.contact.path;
export const messagesPath = mailAdminEndpoints.messages.path;

/** A message as a person sends it, before the form's token. */
export const contactFields = (fields: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'A question about your work',
  message: 'Hello,\nI read your article on engines.\n\nAda',
  language: 'fr',
  website: '',
  ...fields,
});

/** A token from the form as a visitor at `address` gets it. */
export async function formToken(mail: RunningMail, address?: string): Promise<string> {
  const res = await mail.get(mailPublicEndpoints.formToken.path, address);
  if (res.status !== 200) throw new Error(`form token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** What a person does: the form appears, they take their time to write (the clock moves), then they send. */
export async function sendMessage(mail: RunningMail, fields: Record<string, unknown> = {}, address?: string) {
  const token = await formToken(mail, address);
  mail.clock.advance(mailLimits.minimumFillMs + 1000);
  return mail.post(contactPath, { ...contactFields(fields), formToken: token }, address);
}

export const inbox = (mail: RunningMail, query = '') =>
  mail.expectStatus<MessageList>(200, 'GET', `${messagesPath}${query}`);

export const message = (mail: RunningMail, id: string) =>
  mail.expectStatus<ContactMessage>(200, 'GET', `${messagesPath}/${id}`);
