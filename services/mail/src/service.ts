import { defineService } from '@portfolio/kit';
import { buildMail } from './build.ts';
import { mailConfigSchema } from './config.ts';

/**
 * The mail service: the contact form and the administrator's inbox, newsletter subscribers with double opt-in and
 * one-click unsubscribe, the weekly newsletter sent from a durable queue, and the SMTP settings all of it goes out
 * through (the password sealed at rest).
 */
export const mailService = defineService({
  name: 'mail',
  config: mailConfigSchema,
  build: async (context) => (await buildMail(context)).parts,
});
