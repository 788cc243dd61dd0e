import { makeAutoObservable } from 'mobx';
import type { ContactMessage } from '../../../application/ports/support-api.port';
import type { SupportService } from '../../../application/support/support.service';
import { isAllowedText } from '../../../domain/text/allowed-text';
import { normalizeError } from '../../../domain/errors/normalize-error';

export type ContactField = keyof ContactMessage;
/** i18n keys under `contactUs.errors`. */
export type ContactFieldError = 'required' | 'email' | 'tooLong' | 'notAllowed';

/** The server's limits for v2/contact-us (OpenAPI): checked here first so the form can say what is wrong. */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form (spec §7 v2/contact-us): fields, validation, and sending / sent / failed states. */
export class ContactUsStore {
  values: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };
  submitted = false;
  status: 'editing' | 'sending' | 'sent' = 'editing';
  /** The i18n key of the last send failure (spec §8 message), or null. */
  failureKey: string | null = null;
  sentTo = '';

  constructor(private readonly support: Pick<SupportService, 'contactUs'>) {
    makeAutoObservable<ContactUsStore, 'support'>(this, { support: false }, { autoBind: true });
  }

  setValue(field: ContactField, value: string): void {
    this.values[field] = value;
  }

  errorOf(field: ContactField): ContactFieldError | null {
    const value = this.values[field].trim();
    if (value === '') return 'required';
    if (value.length > CONTACT_LIMITS[field]) return 'tooLong';
    if (field === 'email') return EMAIL.test(value) ? null : 'email';
    // Spec §3 allowed text; the message may hold line breaks.
    const lines = field === 'message' ? value.split(/\r?\n/) : [value];
    return lines.every(isAllowedText) ? null : 'notAllowed';
  }

  /** Errors show once the person has tried to send. */
  visibleError(field: ContactField): ContactFieldError | null {
    return this.submitted ? this.errorOf(field) : null;
  }

  get isValid(): boolean {
    return (Object.keys(this.values) as ContactField[]).every((field) => this.errorOf(field) === null);
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failureKey = null;
    if (!this.isValid || this.status === 'sending') return;
    this.status = 'sending';
    const message: ContactMessage = {
      name: this.values.name.trim(),
      email: this.values.email.trim(),
      subject: this.values.subject.trim(),
      message: this.values.message.trim(),
    };
    try {
      await this.support.contactUs(message);
      this.markSent(message.email);
    } catch (error) {
      this.markFailed(normalizeError(error).messageKey);
    }
  }

  reset(): void {
    this.values = { name: '', email: '', subject: '', message: '' };
    this.submitted = false;
    this.status = 'editing';
    this.failureKey = null;
  }

  markSent(email: string): void {
    this.status = 'sent';
    this.sentTo = email;
  }

  markFailed(key: string): void {
    this.status = 'editing';
    this.failureKey = key;
  }
}
