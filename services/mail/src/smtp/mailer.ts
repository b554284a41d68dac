import type { DeliveryFailure } from '@portfolio/contracts';

/** A mail to send: always a plain-text part, and an HTML one for everything but the simplest notes. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes (a contact notification: the visitor who wrote). */
  replyTo?: string;
  /** More headers (List-Unsubscribe, List-Unsubscribe-Post, List-Id...): names and values already checked. */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<…@host>`), so that a mail sent again after a crash is the same message to its receiver. */
  messageId?: string;
}

/** What became of one mail: accepted by the server, or refused and why. */
export type SendOutcome =
  | { ok: true; messageId: string }
  | {
      ok: false;
      reason: DeliveryFailure;
      /** The server's reply line, for the administrator (never a password). */
      detail?: string;
      /** A 5xx answer about this recipient (a bounce): sending again will not help. Else worth a retry later. */
      permanent: boolean;
    };

/** Mails sent one after the other over one pooled connection (a newsletter): close it when done. */
export interface BulkSender {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): Promise<void>;
}

/**
 * Sends mail through the SMTP settings as they are saved (read again for every mail or bulk send, so a change on
 * the SMTP screen applies at once). Never throws for an SMTP failure: the outcome says why.
 */
export interface Mailer {
  configured(): Promise<boolean>;
  /**
   * Where the administrator's own mails go (a contact message's notification): the settings' notify address, else
   * their sender address; undefined when SMTP is not configured.
   */
  administratorAddress(): Promise<string | undefined>;
  send(mail: OutgoingMail): Promise<SendOutcome>;
  /** Undefined when SMTP is not configured. */
  bulk(): Promise<BulkSender | undefined>;
}
