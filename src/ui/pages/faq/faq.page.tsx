import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { ExploreLinks } from '../../components/page/explore-links';

interface FaqItem {
  readonly q: string;
  readonly a: string;
}

/** /faq (spec §2 public page): questions as disclosure widgets, so they work without script too. */
export default observer(function FaqPage() {
  const { t } = useTranslation();
  const raw = t('faq.items', { returnObjects: true });
  const items = Array.isArray(raw) ? (raw as FaqItem[]) : [];
  return (
    <article className="container page stack" aria-labelledby="page-title">
      <header>
        <h1 id="page-title">{t('faq.title')}</h1>
        <p className="page__lead">{t('faq.lead')}</p>
      </header>
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
      <p>
        <Link to={Routes.helpAndSupport}>{t('nav.helpAndSupport')}</Link>
      </p>
      <ExploreLinks />
    </article>
  );
});
