import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/** /account-disabled (spec §2 gate rule 1, §6): help stays reachable; signing out is the only other way. */
export default observer(function AccountDisabledPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const logout = async () => {
    setSigningOut(true);
    try {
      await auth.auth.logout();
      void navigate(Routes.login, { replace: true });
    } catch (error) {
      auth.auth.reportError(error);
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <article className="container page" aria-labelledby="page-title">
      <div className="card stack">
        <h1 id="page-title">{t('accountDisabled.title')}</h1>
        <p>{t('accountDisabled.message')}</p>
        <div className="row">
          <Link className="button" to={Routes.helpAndSupport}>
            {t('accountDisabled.help')}
          </Link>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void logout()}
            disabled={signingOut}
          >
            {t('accountDisabled.logout')}
          </button>
        </div>
      </div>
    </article>
  );
});
