import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { ResendVerificationButton, ResendVerificationStatus } from '../../components/auth-form/resend-verification';
import { VerifyEmailStore } from './verify-email.store';

/** /onboard/verify-email (spec §2 gate rule 2, §5 "Email verification is required for password accounts"). */
export default observer(function VerifyEmailPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new VerifyEmailStore(auth.auth));
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (store.verified) void navigate(Routes.terms, { replace: true });
  }, [store.verified, navigate]);
  const email = auth.state.firebaseUser?.email ?? null;
  // Sign-up made the account but a rate limit paused the sign-in (the signup page says so here).
  const signInDeferred = (useLocation().state as { signInDeferred?: boolean } | null)?.signInDeferred === true;

  return (
    <AuthLayout title={t('verifyEmail.title')}>
      {signInDeferred ? (
        <p className="alert alert--info" role="status">
          {t('verifyEmail.signInDeferred')}
        </p>
      ) : null}
      <p>{email ? t('verifyEmail.sentTo', { email }) : t('verifyEmail.sent')}</p>
      <p className="muted" role="status">
        {store.verified ? t('verifyEmail.verified') : t('verifyEmail.waiting')}
      </p>
      <ErrorAlert error={store.checkError} />
      {store.notYetVerified ? (
        <p className="alert alert--error" role="alert">
          {t('verifyEmail.notYet')}
        </p>
      ) : null}
      <ResendVerificationStatus store={store.resend} />
      <div className="auth-page__actions">
        <button type="button" className="button" onClick={() => void store.confirm()}>
          {store.confirming ? t('verifyEmail.checking') : t('verifyEmail.checkNow')}
        </button>
        <ResendVerificationButton store={store.resend} label={t('verifyEmail.resend')} onResend={store.sendAgain} />
      </div>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void store.signOut().then(() => navigate(Routes.login, { replace: true }))}
      >
        {t('verifyEmail.signOut')}
      </button>
    </AuthLayout>
  );
});
