import nodemailer from 'nodemailer';
import type { EmailSender } from './email.ts';

export interface SmtpOptions {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), with credentials. */
  url: string;
  from: string;
}

/** Delivers through an SMTP server with nodemailer. */
export function createSmtpEmail({ url, from }: SmtpOptions): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
