/** One outgoing e-mail: always HTML plus a plain-text alternative. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (the contact form: the visitor). */
  replyTo?: string;
}

/** Sends e-mail: the local outbox by default, SMTP when `SMTP_URL` is set. */
export type EmailSender =
  | {
      /** Delivers through an SMTP server. */
      readonly kind: 'smtp';
      send(message: EmailMessage): Promise<void>;
    }
  | {
      /** Keeps each message as an .eml file in `dir`, readable on the development mailbox. */
      readonly kind: 'outbox';
      readonly dir: string;
      send(message: EmailMessage): Promise<void>;
    };
