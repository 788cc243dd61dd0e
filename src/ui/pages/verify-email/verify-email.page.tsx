import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
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
  // Issue 13: sign-up made the account but a rate limit paused the sign-in (the signup page says so here).
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
      <ErrorAlert error={store.resendError} />
      {store.resent ? (
        <p className="alert alert--info" role="status">
          {t('verifyEmail.resent')}
        </p>
      ) : null}
      <div className="auth-page__actions">
        <button type="button" className="button" onClick={() => void store.check()}>
          {t('verifyEmail.checkNow')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={store.cooldown > 0}
          onClick={() => void store.resend()}
        >
          {store.cooldown > 0 ? t('verifyEmail.resendIn', { count: store.cooldown }) : t('verifyEmail.resend')}
        </button>
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
