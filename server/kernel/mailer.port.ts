/** One e-mail as the server sends it: plain text and simple HTML, plus headers (List-Unsubscribe…). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Outgoing e-mail (adapters/smtp-mailer.ts, SMTP through nodemailer). Null in the kernel when SMTP_URL is unset:
 * e-mail delivery is off and nothing is queued for it.
 */
export interface Mailer {
  /** The From address every message carries (MAIL_FROM), e.g. `Travelogue <no-reply@travelogue.test>`. */
  readonly from: string;
  /** Hands the message to the SMTP server; rejects when it refuses it (the job is then retried). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
