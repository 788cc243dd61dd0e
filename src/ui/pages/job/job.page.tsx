import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { usePageTitle } from '../../components/shell/page-title';
import { jobAt } from '../jobs/jobs.data';

function useList(key: string): readonly string[] {
  const { t } = useTranslation();
  const value = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as string[]) : [];
}

/** One of the six /jobs/<slug> pages of spec §2, all drawn from jobs.data.ts. */
export default observer(function JobPage() {
  const { t } = useTranslation();
  const job = jobAt(useLocation().pathname);
  const base = `jobs.list.${job?.slug ?? ''}`;
  const responsibilities = useList(`${base}.responsibilities`);
  const requirements = useList(`${base}.requirements`);
  usePageTitle(job ? t(`${base}.title`) : null);

  if (!job) {
    return (
      <article className="container page stack">
        <h1>{t('jobs.notFound')}</h1>
        <Link to={Routes.jobs}>{t('jobs.back')}</Link>
      </article>
    );
  }
  return (
    <article className="container page stack" aria-labelledby="page-title">
      <p>
        <Link to={Routes.jobs}>← {t('jobs.back')}</Link>
      </p>
      <header>
        <h1 id="page-title">{t(`${base}.title`)}</h1>
        <p className="muted">{t(`${base}.team`)}</p>
        <p className="page__lead">{t(`${base}.summary`)}</p>
      </header>
      <section className="info-section">
        <h2>{t('jobs.responsibilities')}</h2>
        <ul>
          {responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="info-section">
        <h2>{t('jobs.requirements')}</h2>
        <ul>
          {requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="info-section stack">
        <h2>{t('jobs.applyTitle')}</h2>
        <p>{t('jobs.applyBody')}</p>
        <p>
          <Link className="button" to={Routes.contactUs}>
            {t('jobs.applyCta')}
          </Link>
        </p>
      </section>
    </article>
  );
});
