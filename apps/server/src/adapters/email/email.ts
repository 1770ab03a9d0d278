/** One outgoing e-mail: always HTML plus a plain-text alternative. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: the local outbox by default, SMTP when `SMTP_URL` is set. */
export interface EmailSender {
  /** `outbox` keeps messages in the database (readable on the dev mailbox); `smtp` delivers them. */
  readonly kind: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
