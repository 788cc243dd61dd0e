import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useRedirectAfterLogin } from '../../components/shell/redirect';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';

const SOCIAL = ['google', 'facebook', 'apple'] as const;
/** Remote-config key (bundled default true); the button also needs a configured LINE channel. */
const LINE_LOGIN_ENABLED_KEY = 'line_login_enabled';

/** /login (spec §2, §4 "Other sign-in paths"): email with remember-me, social providers, LINE when configured. */
export default observer(function LoginPage() {
  const { t } = useTranslation();
  const { auth, remoteConfig } = useStores();
  const navigate = useNavigate();
  const redirectTo = useRedirectAfterLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const lineEnabled =
    remoteConfig.getJson<boolean>(LINE_LOGIN_ENABLED_KEY) === true && auth.auth.isLineLoginConfigured();

  // The gate usually moves a signed-in user on first (onboarding steps, or rule 4 to the redirectUrl) the moment
  // the sign-in succeeds, which unmounts this page; a navigation from here after that would take the user off the
  // step the gate chose (e.g. from /terms to /dashboard) and race the gate's own redirect back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      if (mounted.current) void navigate(redirectTo, { replace: true });
    } catch (raw) {
      setError(toAppError(raw));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => auth.auth.signInWithEmail(email.trim(), password, rememberMe));
  };

  const startLine = () => {
    setError(null);
    try {
      auth.auth.startLineLogin();
    } catch (raw) {
      setError(toAppError(raw));
    }
  };

  return (
    <AuthLayout title={t('login.title')} lead={t('login.lead')}>
      <ErrorAlert error={error} />
      <form className="stack" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        <label className="checkbox">
          <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          {t('login.rememberMe')}
        </label>
        <button className="button button--block" type="submit" disabled={busy || !email || !password}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <div className="auth-page__links">
        <Link to={Routes.forgotPassword}>{t('login.forgotPassword')}</Link>
        <Link to={Routes.signup}>{t('login.noAccount')}</Link>
      </div>
      <p className="auth-page__divider">{t('login.or')}</p>
      <div className="social-buttons">
        {SOCIAL.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--secondary button--block"
            disabled={busy}
            onClick={() => void run(() => auth.auth.signInWithSocial(provider))}
          >
            {t(`login.social.${provider}`)}
          </button>
        ))}
        {lineEnabled ? (
          <button type="button" className="button button--line button--block" disabled={busy} onClick={startLine}>
            {t('lineLogin.button')}
          </button>
        ) : null}
      </div>
    </AuthLayout>
  );
});
