import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';

/** /forgot-password: a reset email; user-not-found reads as the incorrect-email message (spec §8). */
export default observer(function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await auth.auth.sendPasswordResetEmail(email.trim());
      setSentTo(email.trim());
    } catch (raw) {
      setError(toAppError(raw));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthLayout title={t('forgotPassword.sentTitle')}>
        <p role="status">{t('forgotPassword.sent', { email: sentTo })}</p>
        <Link className="button button--block" to={Routes.login}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('forgotPassword.title')} lead={t('forgotPassword.lead')}>
      <ErrorAlert error={error} />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <button className="button button--block" type="submit" disabled={busy || !email.trim()}>
          {busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </button>
      </form>
      <Link to={Routes.login}>{t('forgotPassword.backToLogin')}</Link>
    </AuthLayout>
  );
});
