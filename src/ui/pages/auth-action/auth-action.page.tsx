import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { EmailActionResult } from '../../../application/auth/email-action.service';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { MIN_PASSWORD_LENGTH } from '../signup/signup.page';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';

type Phase =
  | { readonly kind: 'working' }
  | { readonly kind: 'failed'; readonly error: AppError }
  | { readonly kind: 'done'; readonly result: EmailActionResult }
  | { readonly kind: 'passwordChanged' };

/**
 * /_/auth (spec §2 §4 "Email action links"): verifyEmail applies the code; resetPassword checks it and
 * takes a new password; recoverEmail and unknown modes show "Unsupported action mode.".
 */
export default observer(function AuthActionPage() {
  const { t } = useTranslation();
  const { services, auth } = useStores();
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });

  // A code is single-use: perform it once per URL although StrictMode runs effects twice.
  const performed = useRef<{ search: string; promise: Promise<EmailActionResult> } | null>(null);
  useEffect(() => {
    let live = true;
    if (performed.current?.search !== search) {
      setPhase({ kind: 'working' });
      performed.current = { search, promise: services.emailActions.perform(services.emailActions.parse(search)) };
    }
    performed.current.promise
      .then((result) => live && setPhase({ kind: 'done', result }))
      .catch((raw) => live && setPhase({ kind: 'failed', error: toAppError(raw) }));
    return () => {
      live = false;
    };
  }, [services.emailActions, search]);

  // A verified address also lifts the gate's rule 2 when this browser is the signed-in one.
  useEffect(() => {
    if (phase.kind === 'done' && phase.result.mode === 'verifyEmail' && auth.state.needVerifyEmail) {
      void auth.auth.checkEmailVerified().catch(() => undefined);
    }
  }, [phase, auth]);

  const continueTo = auth.isSignedIn ? Routes.dashboard : Routes.login;
  if (phase.kind === 'working') {
    return (
      <AuthLayout title={t('authAction.title')}>
        <p role="status">{t('authAction.working')}</p>
      </AuthLayout>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <AuthLayout title={t('authAction.failedTitle')}>
        <ErrorAlert error={phase.error} />
        <Link className="button button--block" to={continueTo}>
          {t('authAction.continue')}
        </Link>
      </AuthLayout>
    );
  }
  if (phase.kind === 'passwordChanged') {
    return (
      <AuthLayout title={t('authAction.passwordChangedTitle')}>
        <p role="status">{t('authAction.passwordChanged')}</p>
        <Link className="button button--block" to={Routes.login}>
          {t('authAction.toLogin')}
        </Link>
      </AuthLayout>
    );
  }
  if (phase.result.mode === 'verifyEmail') {
    return (
      <AuthLayout title={t('authAction.verifiedTitle')}>
        <p role="status">{t('authAction.verified')}</p>
        <Link className="button button--block" to={continueTo}>
          {t('authAction.continue')}
        </Link>
      </AuthLayout>
    );
  }
  return <NewPasswordForm result={phase.result} onDone={() => setPhase({ kind: 'passwordChanged' })} />;
});

function NewPasswordForm(props: {
  readonly result: Extract<EmailActionResult, { mode: 'resetPassword' }>;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const { services } = useStores();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const tooShort = password.length < MIN_PASSWORD_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (tooShort) return;
    setBusy(true);
    setError(null);
    try {
      await services.emailActions.confirmPasswordReset(props.result.oobCode, password);
      props.onDone();
    } catch (raw) {
      setError(toAppError(raw));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('authAction.resetTitle')} lead={t('authAction.resetFor', { email: props.result.email })}>
      <ErrorAlert error={error} />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <TextField
          label={t('authAction.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          hint={t('signup.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          error={submitted && tooShort ? t('signup.passwordTooShort', { count: MIN_PASSWORD_LENGTH }) : null}
        />
        <button className="button button--block" type="submit" disabled={busy}>
          {t('authAction.savePassword')}
        </button>
      </form>
    </AuthLayout>
  );
}
