import nodemailer from 'nodemailer';
import type { Mailer } from '../kernel/mailer.port';

/** The Mailer on an SMTP server named by URL (`smtp://host:1025`, `smtps://user:pass@host:465`), via nodemailer. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    from,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers },
      });
    },
    async close() {
      transport.close();
    },
  };
}
