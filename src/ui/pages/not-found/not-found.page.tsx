import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';

/** Unknown paths, and for now the screens of later issues (spec §2 routes never fail). */
export default observer(function NotFoundPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <article className="container page stack center" aria-labelledby="page-title">
      <h1 id="page-title">{t('shell.notFound.title')}</h1>
      <p className="page__lead">{t('shell.notFound.message')}</p>
      <p>
        <Link className="button" to={auth.isSignedIn ? Routes.dashboard : Routes.home}>
          {t('shell.notFound.home')}
        </Link>
      </p>
    </article>
  );
});
