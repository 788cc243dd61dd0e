import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { formatCalendarDay } from '../../../domain/time/date-formats';
import { readRate, STATS_PERIOD_DAYS, type StatsPeriodDays } from '../../../domain/stats/stats';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { useStores } from '../../stores/stores-context';
import { StatsChart } from './stats-chart';
import { StatsPageStore } from './stats.store';
import './stats.css';

const DEFAULT_DAYS: StatsPeriodDays = 30;

const daysOf = (value: string | null): StatsPeriodDays =>
  STATS_PERIOD_DAYS.find((days) => String(days) === value) ?? DEFAULT_DAYS;

const statsHref = (days: StatsPeriodDays, contentId: string | null) =>
  `${Routes.dashboardStats}?days=${days}${contentId ? `&content=${encodeURIComponent(contentId)}` : ''}`;

/**
 * /dashboard/stats (ours): a creator's numbers over the last 7, 30 or 90 days — views and reads per day as a chart
 * with a table beside it, comments, saves, trip adds and followers, their stories most viewed first, and where readers came
 * from (the referring site only). `?content=<id>` shows one story's. Aggregated per story and day: no reader is
 * named anywhere.
 */
export default observer(function StatsPage() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const [params] = useSearchParams();
  const days = daysOf(params.get('days'));
  const contentId = params.get('content');
  const [store] = useState(() => new StatsPageStore(services.stats));
  useEffect(() => {
    void store.load(days, contentId);
  }, [store, days, contentId]);

  const locale = i18n.language.startsWith('th') ? 'th-TH' : 'en-GB';
  const formats = useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    return {
      number: (n: number) => numbers.format(n),
      day: (day: string) => formatCalendarDay(day, i18n.language),
    };
  }, [locale, i18n.language]);
  const stats = store.status === 'ready' ? store.stats : null;

  return (
    <div className="container stats-page stack">
      <header className="stack">
        {contentId ? (
          <p>
            <Link to={statsHref(days, null)}>{t('stats.allStats')}</Link>
          </p>
        ) : null}
        <h1>{t(contentId ? 'stats.contentTitle' : 'stats.title')}</h1>
        <p className="muted">{t('stats.intro')}</p>
      </header>

      <nav aria-label={t('stats.period')} className="stats-page__periods row">
        {STATS_PERIOD_DAYS.map((option) => (
          <Link
            key={option}
            className={`button ${option === days ? 'button--primary' : 'button--secondary'}`}
            to={statsHref(option, contentId)}
            aria-current={option === days ? 'page' : undefined}
          >
            {t('stats.days', { count: option })}
          </Link>
        ))}
      </nav>

      {store.status === 'loading' ? <Loading /> : null}
      {store.status === 'error' && store.errorKey ? (
        <LoadError errorKey={store.errorKey} onRetry={() => void store.load(days, contentId)} />
      ) : null}

      {stats ? (
        <>
          <section aria-labelledby="stats-totals">
            <h2 id="stats-totals" className="visually-hidden">
              {t('stats.totals.title')}
            </h2>
            <dl className="stats-page__totals">
              <div>
                <dt>{t('stats.totals.views')}</dt>
                <dd>{formats.number(stats.totals.views)}</dd>
              </div>
              <div>
                <dt>{t('stats.totals.reads')}</dt>
                <dd>
                  {formats.number(stats.totals.reads)}{' '}
                  <span className="muted">
                    {t('stats.totals.readRate', { rate: readRate(stats.totals.views, stats.totals.reads) })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('stats.totals.comments')}</dt>
                <dd>{formats.number(stats.totals.comments)}</dd>
              </div>
              <div>
                <dt>{t('stats.totals.saves')}</dt>
                <dd>{formats.number(stats.totals.saves)}</dd>
              </div>
              <div>
                <dt>{t('stats.totals.tripAdds')}</dt>
                <dd>{formats.number(stats.totals.tripAdds)}</dd>
              </div>
              {contentId ? null : (
                <>
                  <div>
                    <dt>{t('stats.totals.newFollowers')}</dt>
                    <dd>{formats.number(stats.totals.newFollowers)}</dd>
                  </div>
                  <div>
                    <dt>{t('stats.totals.followers')}</dt>
                    <dd>{formats.number(stats.totals.followerCount)}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>

          {stats.totals.views === 0 ? <p className="muted">{t('stats.empty')}</p> : null}

          <StatsChart
            series={stats.series}
            title={t('stats.chart.title')}
            caption={t('stats.chart.caption')}
            labels={{
              day: t('stats.chart.day'),
              views: t('stats.totals.views'),
              reads: t('stats.totals.reads'),
              comments: t('stats.totals.comments'),
              saves: t('stats.totals.saves'),
              tripAdds: t('stats.totals.tripAdds'),
              newFollowers: t('stats.totals.newFollowers'),
            }}
            formatDay={formats.day}
            formatNumber={formats.number}
          />

          {contentId ? null : (
            <section aria-labelledby="stats-contents" className="stack">
              <h2 id="stats-contents">{t('stats.contents.title')}</h2>
              {stats.contents.length === 0 ? (
                <p className="muted">{t('stats.contents.empty')}</p>
              ) : (
                <div className="stats-page__scroll">
                  <table className="stats-page__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('stats.contents.story')}</th>
                        <th scope="col">{t('stats.totals.views')}</th>
                        <th scope="col">{t('stats.totals.reads')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.contents.map((content) => {
                        const title = content.title.trim() || t('stats.contents.untitled');
                        return (
                          <tr key={content.contentId}>
                            <th scope="row">
                              <Link
                                to={statsHref(days, content.contentId)}
                                aria-label={t('stats.contents.open', { title })}
                              >
                                {title}
                              </Link>
                            </th>
                            <td>{formats.number(content.views)}</td>
                            <td>{formats.number(content.reads)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )}

          <section aria-labelledby="stats-sources" className="stack">
            <h2 id="stats-sources">{t('stats.sources.title')}</h2>
            {stats.sources.length === 0 ? (
              <p className="muted">{t('stats.sources.empty')}</p>
            ) : (
              <div className="stats-page__scroll">
                <table className="stats-page__table">
                  <thead>
                    <tr>
                      <th scope="col">{t('stats.sources.site')}</th>
                      <th scope="col">{t('stats.totals.views')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.sources.map((source) => (
                      <tr key={source.host}>
                        <th scope="row">{source.host}</th>
                        <td>{formats.number(source.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
});
