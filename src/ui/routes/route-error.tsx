import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Routes } from '../../domain/routing/routes';

/** Per-route error boundary: a translated message instead of a blank screen; the error goes to the console. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <section className="container page" aria-labelledby="route-error-title">
      <div className="card stack" role="alert">
        <h1 id="route-error-title">{t('shell.routeError.title')}</h1>
        <p>{t('shell.routeError.message')}</p>
        <div className="row">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('app.retry')}
          </button>
          <Link className="button button--secondary" to={Routes.home}>
            {t('shell.notFound.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
