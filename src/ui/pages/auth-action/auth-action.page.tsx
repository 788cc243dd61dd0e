import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { EmailActionResult } from '../../../application/auth/email-action.service';
import { actionCodeProblem, type EmailActionMode } from '../../../domain/auth/email-action';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { MIN_PASSWORD_LENGTH } from '../signup/signup.page';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { ResendVerificationButton, ResendVerificationStatus } from '../../components/auth-form/resend-verification';
import { ResendVerificationStore } from '../../components/auth-form/resend-verification.store';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';

type Phase =
  | { readonly kind: 'working' }
  | { readonly kind: 'failed'; readonly error: AppError }
  | { readonly kind: 'done'; readonly result: EmailActionResult }
  | { readonly kind: 'passwordChanged' };

/**
 * /_/auth (spec §2 §4 "Email action links"): verifyEmail applies the code; resetPassword checks it and
 * takes a new password; recoverEmail and unknown modes show "Unsupported action mode.". A code that is refused
 * says why (expired, or already used / not valid) and offers the way on (LinkFailed).
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
    return <LinkFailed mode={services.emailActions.parse(search).mode} error={phase.error} />;
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
  return (
    <NewPasswordForm
      result={phase.result}
      onDone={() => setPhase({ kind: 'passwordChanged' })}
      onLinkFailed={(error) => setPhase({ kind: 'failed', error })}
    />
  );
});

/**
 * A link whose code was refused: what happened, in words the person can act on, and the way on for its mode —
 * a new confirmation link (sent here when signed in, else after logging in), a new reset link, or logging in.
 */
const LinkFailed = observer(function LinkFailed({
  mode,
  error,
}: {
  readonly mode: EmailActionMode;
  readonly error: AppError;
}) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [resend] = useState(() => new ResendVerificationStore(auth.auth));
  useEffect(() => resend.start(), [resend]);
  const problem = actionCodeProblem(error.code);
  const signedIn = auth.isSignedIn;
  const needsConfirming = auth.state.needVerifyEmail;
  // A refused confirmation link may have been used already, by this very person (another tab, another device):
  // the provider's fresh answer lifts the gate's rule 2, and this page then says the address is confirmed.
  useEffect(() => {
    if (mode === 'verifyEmail' && problem !== null && needsConfirming) {
      void auth.auth.checkEmailVerified().catch(() => undefined);
    }
  }, [mode, problem, needsConfirming, auth]);

  const continueTo = signedIn ? Routes.dashboard : Routes.login;
  const toLogin = (
    <Link className="button button--secondary button--block" to={Routes.login}>
      {t('authAction.toLogin')}
    </Link>
  );

  if (problem === null || (mode !== 'verifyEmail' && mode !== 'resetPassword')) {
    const unsupported = mode !== 'verifyEmail' && mode !== 'resetPassword';
    return (
      <AuthLayout title={t('authAction.failedTitle')}>
        <ErrorAlert error={error} />
        {unsupported ? null : (
          <button type="button" className="button button--block" onClick={() => window.location.reload()}>
            {t('app.retry')}
          </button>
        )}
        <Link className={`button button--block${unsupported ? '' : ' button--secondary'}`} to={continueTo}>
          {t('authAction.continue')}
        </Link>
      </AuthLayout>
    );
  }

  if (mode === 'resetPassword') {
    const expired = problem === 'expired';
    return (
      <AuthLayout title={t(expired ? 'authAction.resetExpiredTitle' : 'authAction.resetInvalidTitle')}>
        <p>{t(expired ? 'authAction.resetExpired' : 'authAction.resetInvalid')}</p>
        <Link className="button button--block" to={Routes.forgotPassword}>
          {t('authAction.requestNewReset')}
        </Link>
        {signedIn ? null : toLogin}
      </AuthLayout>
    );
  }

  if (signedIn && !needsConfirming) {
    return (
      <AuthLayout title={t('authAction.alreadyVerifiedTitle')}>
        <p role="status">{t('authAction.alreadyVerified')}</p>
        <Link className="button button--block" to={continueTo}>
          {t('authAction.continue')}
        </Link>
      </AuthLayout>
    );
  }

  const expired = problem === 'expired';
  return (
    <AuthLayout title={t(expired ? 'authAction.verifyExpiredTitle' : 'authAction.verifyInvalidTitle')}>
      <p>{t(expired ? 'authAction.verifyExpired' : 'authAction.verifyInvalid')}</p>
      {signedIn ? (
        <>
          <ResendVerificationStatus store={resend} />
          <ResendVerificationButton
            store={resend}
            label={t('authAction.sendNewLink')}
            className="button button--block"
          />
        </>
      ) : (
        <>
          <p className="muted">{t('authAction.logInToResend')}</p>
          <Link className="button button--block" to={Routes.login}>
            {t('authAction.toLogin')}
          </Link>
        </>
      )}
    </AuthLayout>
  );
});

function NewPasswordForm(props: {
  readonly result: Extract<EmailActionResult, { mode: 'resetPassword' }>;
  readonly onDone: () => void;
  /** The code expired or was used while the password was typed: the page explains it like a refused link. */
  readonly onLinkFailed: (error: AppError) => void;
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
      const failure = toAppError(raw);
      if (actionCodeProblem(failure.code) !== null) return props.onLinkFailed(failure);
      setError(failure);
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
