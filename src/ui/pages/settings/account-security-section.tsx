import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSecurityService } from '../../../application/auth/account-security.service';
import type { AppError } from '../../../domain/errors/app-error';
import type { LineLinkState } from '../../../application/ports/line-link-api.port';
import { canUnlink, LINE_METHOD, type LinkableMethod } from '../../../domain/auth/sign-in-methods';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';
import { MIN_PASSWORD_LENGTH } from '../signup/signup.page';
import { LineLinkRow } from './line-link-row';

const LABEL: Record<LinkableMethod, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  'apple.com': 'Apple',
};

/**
 * Account security: change password (the provider re-authenticates with the current one first;
 * a wrong one shows spec §8's current-password guide) and linking / unlinking social sign-in methods
 * (credential-already-in-use shows its own spec §8 message; the last method is never unlinked). A linked LINE
 * account counts as a remaining way in.
 */
export function AccountSecuritySection({ security }: { readonly security: AccountSecurityService }) {
  const { t } = useTranslation();
  const [methods, setMethods] = useState<readonly string[]>(() => security.methods());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [lineState, setLineState] = useState<LineLinkState | null>(null);
  const alsoLinked = lineState?.linked ? [LINE_METHOD] : [];
  const allMethods = [...methods, ...alsoLinked];

  const act = async (key: string, run: () => Promise<readonly string[]>, done: string) => {
    setBusy(key);
    setError(null);
    setNote(null);
    try {
      setMethods(await run());
      setNote(done);
    } catch (raw) {
      setError(toAppError(raw));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="stack" aria-labelledby="security-heading">
      <h2 id="security-heading">{t('settings.security.title')}</h2>
      {methods.includes('password') ? <ChangePassword security={security} /> : null}
      <h3>{t('settings.security.methods')}</h3>
      <ErrorAlert error={error} />
      {note ? (
        <p className="alert alert--info" role="status">
          {note}
        </p>
      ) : null}
      <ul className="stack">
        {security.linkable().map((method) => {
          const linked = methods.includes(method);
          const name = LABEL[method];
          return (
            <li key={method} data-testid={`method-${method}`}>
              <span>
                {name}: {linked ? t('settings.security.linked') : t('settings.security.notLinked')}
              </span>{' '}
              {linked ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy !== null || !canUnlink(allMethods, method)}
                  onClick={() =>
                    void act(
                      method,
                      () => security.unlink(method, alsoLinked),
                      t('settings.security.unlinked', { provider: name }),
                    )
                  }
                >
                  {t('settings.security.unlink', { provider: name })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy !== null}
                  onClick={() =>
                    void act(method, () => security.link(method), t('settings.security.linkedDone', { provider: name }))
                  }
                >
                  {t('settings.security.link', { provider: name })}
                </button>
              )}
            </li>
          );
        })}
        {security.line?.isAvailable() ? (
          <LineLinkRow line={security.line} refresh={methods.join(',')} onState={setLineState} />
        ) : null}
      </ul>
    </section>
  );
}

function ChangePassword({ security }: { readonly security: AccountSecurityService }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState(false);
  const tooShort = next.length < MIN_PASSWORD_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDone(false);
    if (tooShort || current === '') return;
    setBusy(true);
    setError(null);
    try {
      await security.changePassword(current, next);
      setCurrent('');
      setNext('');
      setSubmitted(false);
      setDone(true);
    } catch (raw) {
      setError(toAppError(raw));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
      aria-labelledby="change-password-heading"
    >
      <h3 id="change-password-heading">{t('settings.security.changePassword')}</h3>
      <ErrorAlert error={error} />
      {done ? (
        <p className="alert alert--info" role="status">
          {t('settings.security.passwordChanged')}
        </p>
      ) : null}
      <TextField
        label={t('settings.security.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
        error={submitted && current === '' ? t('settings.problems.empty') : null}
      />
      <TextField
        label={t('settings.security.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
        hint={t('signup.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        error={submitted && tooShort ? t('signup.passwordTooShort', { count: MIN_PASSWORD_LENGTH }) : null}
      />
      <button className="button button--block" type="submit" disabled={busy}>
        {t('settings.security.savePassword')}
      </button>
    </form>
  );
}
