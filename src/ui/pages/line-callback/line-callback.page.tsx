import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { toAppError } from '../../components/auth-form/to-app-error';

/**
 * /_/login-line/callback (spec §4 LINE login): LINE's code and state finish the sign-in. The saved state
 * is single-use, so the call runs once per URL even though StrictMode runs effects twice.
 */
export default observer(function LineCallbackPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<AppError | null>(null);
  const started = useRef<string | null>(null);
  // As on /login: the gate moves the signed-in user on (an onboarding step, or rule 4 to /dashboard) the moment
  // the sign-in succeeds, unmounting this page; navigating from here afterwards would take them off that step.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current === search) return;
    started.current = search;
    const query = new URLSearchParams(search);
    auth.auth
      .completeLineLogin({ code: query.get('code'), state: query.get('state') })
      .then(() => {
        if (mounted.current) void navigate(Routes.dashboard, { replace: true });
      })
      .catch((raw) => setError(toAppError(raw)));
  }, [auth, search, navigate]);

  return (
    <AuthLayout title={error ? t('lineCallback.failedTitle') : t('lineCallback.title')}>
      {error ? (
        <>
          <ErrorAlert error={error} />
          <Link className="button button--block" to={Routes.login}>
            {t('lineCallback.backToLogin')}
          </Link>
        </>
      ) : (
        <p role="status">{t('lineCallback.working')}</p>
      )}
    </AuthLayout>
  );
});
