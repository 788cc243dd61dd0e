import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { errorText } from '../../components/auth-form/error-text';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';

/** Ours (spec §5 leaves password rules "not shown"): at least 8 characters, shown as a hint. */
export const MIN_PASSWORD_LENGTH = 8;

/** /signup (spec §4 Registration): email-already-in-use is kept as registerError with a clear action. */
export default observer(function SignupPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const registerError = auth.state.registerError;
  const busy = auth.state.isRegistering;

  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!email.trim() || tooShort || mismatch) return;
    try {
      const { signInDeferred } = await auth.auth.register(email.trim(), password);
      // A rate-limited sign-in after the account was made still ends on verify-email, which says so.
      void navigate(Routes.verifyEmail, { replace: true, state: signInDeferred ? { signInDeferred: true } : null });
    } catch (raw) {
      // email-already-in-use is shown from registerError (with its clear action), not twice.
      setError(auth.state.registerError ? null : toAppError(raw));
    }
  };

  return (
    <AuthLayout title={t('signup.title')} lead={t('signup.lead')}>
      {registerError ? (
        <div className="alert alert--error stack" role="alert">
          <span>{errorText(t, registerError)}</span>
          <div className="row">
            <Link to={Routes.login}>{t('signup.goToLogin')}</Link>
            <button type="button" className="button button--secondary" onClick={() => auth.auth.clearRegisterError()}>
              {t('signup.clearError')}
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={error} />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={(value) => {
            setEmail(value);
            if (registerError) auth.auth.clearRegisterError();
          }}
          error={submitted && !email.trim() ? t('signup.emailRequired') : null}
        />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValue={setPassword}
          hint={t('signup.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          error={submitted && tooShort ? t('signup.passwordTooShort', { count: MIN_PASSWORD_LENGTH }) : null}
        />
        <TextField
          label={t('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onValue={setConfirm}
          error={submitted && mismatch ? t('signup.passwordMismatch') : null}
        />
        <button className="button button--block" type="submit" disabled={busy}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
      <p className="center">
        {t('signup.haveAccount')} <Link to={Routes.login}>{t('signup.login')}</Link>
      </p>
    </AuthLayout>
  );
});
