import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExploreLinks } from '../../components/page/explore-links';
import { useStores } from '../../stores/stores-context';
import { CONTACT_LIMITS, ContactUsStore, type ContactField } from './contact-us.store';

const FIELDS: readonly { field: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'subject', type: 'text' },
  { field: 'message', type: 'textarea' },
];

/** /contact-us and /_/contact-us (spec §2 public; §7 v2/contact-us). */
export default observer(function ContactUsPage() {
  const { t } = useTranslation();
  const { services } = useStores();
  const [form] = useState(() => new ContactUsStore(services.support));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then(() => {
      if (!form.isValid) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <article className="container page stack" aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{t('contactUs.title')}</h1>
        <p className="page__lead">{t('contactUs.lead')}</p>
      </header>
      {form.status === 'sent' ? (
        <section className="card stack" role="status" aria-labelledby="contact-sent-title">
          <h2 id="contact-sent-title">{t('contactUs.sentTitle')}</h2>
          <p>{t('contactUs.sentBody', { email: form.sentTo })}</p>
          <div>
            <button type="button" className="button button--secondary" onClick={form.reset}>
              {t('contactUs.sendAnother')}
            </button>
          </div>
        </section>
      ) : (
        <form className="card stack contact-form" onSubmit={onSubmit} noValidate aria-busy={form.status === 'sending'}>
          {form.failureKey ? (
            <p className="alert alert--error" role="alert">
              {t(form.failureKey)}
            </p>
          ) : null}
          {FIELDS.map(({ field, type, autoComplete }) => {
            const error = form.visibleError(field);
            const id = `contact-${field}`;
            const common = {
              id,
              name: field,
              value: form.values[field],
              required: true,
              maxLength: CONTACT_LIMITS[field],
              'aria-invalid': error !== null,
              'aria-describedby': error ? `${id}-error` : undefined,
              disabled: form.status === 'sending',
            };
            return (
              <div className="field" key={field}>
                <label htmlFor={id}>{t(`contactUs.${field}`)}</label>
                {type === 'textarea' ? (
                  <textarea {...common} rows={6} onChange={(e) => form.setValue(field, e.target.value)} />
                ) : (
                  <input
                    {...common}
                    type={type}
                    autoComplete={autoComplete}
                    onChange={(e) => form.setValue(field, e.target.value)}
                  />
                )}
                {error ? (
                  <span className="field__error" id={`${id}-error`}>
                    {t(`contactUs.errors.${error}`, { max: CONTACT_LIMITS[field] })}
                  </span>
                ) : null}
              </div>
            );
          })}
          <div>
            <button type="submit" className="button" disabled={form.status === 'sending'}>
              {form.status === 'sending' ? t('contactUs.sending') : t('contactUs.submit')}
            </button>
          </div>
        </form>
      )}
      <ExploreLinks />
    </article>
  );
});
