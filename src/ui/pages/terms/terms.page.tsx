import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppError } from '../../../domain/errors/app-error';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { toAppError } from '../../components/auth-form/to-app-error';

const SECTIONS = ['content', 'conduct', 'privacy', 'account'] as const;

/** /terms (spec §2 gate rule 3, §5 "Terms must be accepted"): the terms and an accept button. */
export default observer(function TermsPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await auth.auth.acceptTerms();
      void navigate(Routes.personalInfo, { replace: true });
    } catch (raw) {
      setError(toAppError(raw));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('terms.title')} lead={t('terms.lead')} wide>
      <div className="terms-text" tabIndex={0} role="region" aria-label={t('terms.title')}>
        {SECTIONS.map((section) => (
          <div key={section}>
            <h2>{t(`terms.sections.${section}.title`)}</h2>
            <p>{t(`terms.sections.${section}.body`)}</p>
          </div>
        ))}
      </div>
      <ErrorAlert error={error} />
      <div className="auth-page__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void accept()}>
          {busy ? t('terms.accepting') : t('terms.accept')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void auth.auth.logout().then(() => navigate(Routes.login, { replace: true }))}
        >
          {t('terms.decline')}
        </button>
      </div>
    </AuthLayout>
  );
});
