import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExploreLinks } from '../../components/page/explore-links';
import { JOBS } from './jobs.data';

/** /jobs (spec §2 public page): every open position with a link to its page. */
export default observer(function JobsPage() {
  const { t } = useTranslation();
  return (
    <article className="container page stack" aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{t('jobs.title')}</h1>
        <p className="page__lead">{t('jobs.lead')}</p>
      </header>
      <section aria-labelledby="openings-title" className="stack">
        <h2 id="openings-title">{t('jobs.openings')}</h2>
        <ul className="job-list">
          {JOBS.map((job) => (
            <li key={job.slug} className="card job-card">
              <h3>
                <Link to={job.path}>{t(`jobs.list.${job.slug}.title`)}</Link>
              </h3>
              <p className="muted">{t(`jobs.list.${job.slug}.team`)}</p>
              <p>{t(`jobs.list.${job.slug}.summary`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <ExploreLinks />
    </article>
  );
});
