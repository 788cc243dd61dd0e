import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { localized } from '../../../domain/polls/poll-rules';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { Pager } from '../../components/discovery/pager';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { AdminListStore, parsePage } from '../admin-shared/admin-list.store';
import type { CampaignView } from '../../../domain/campaigns/campaign';
import { formatCalendarDay } from '../../../domain/time/date-formats';

/** /admin/campaigns (ours): every campaign with its state and days; create and edit. */
export default function AdminCampaignsPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('admin.campaigns.title')}>
      <CampaignsBody />
    </AdminFrame>
  );
}

const CampaignsBody = observer(function CampaignsBody() {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const location = useLocation();
  const page = parsePage(location.search);
  const [store] = useState(() => new AdminListStore<CampaignView>((p) => services.moderation.campaigns(p)));
  useEffect(() => void store.show(page), [store, page]);
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const items = store.page?.items ?? [];

  return (
    <>
      <div className="admin-toolbar">
        <p className="muted" role="status">
          {store.page ? t('admin.campaigns.count', { count: store.page.total }) : ''}
        </p>
        <Link className="button" to={Routes.adminCampaignNew}>
          {t('admin.campaigns.new')}
        </Link>
      </div>
      {store.errorKey ? <LoadError errorKey={store.errorKey} onRetry={() => void store.retry()} /> : null}
      {store.loading && !store.page ? <Loading /> : null}
      {store.page && !store.errorKey ? (
        items.length === 0 ? (
          <p className="muted">{t('admin.campaigns.empty')}</p>
        ) : (
          <table className="admin-table">
            <caption className="visually-hidden">{t('admin.campaigns.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.campaigns.columns.title')}</th>
                <th scope="col">{t('admin.campaigns.columns.state')}</th>
                <th scope="col">{t('admin.campaigns.columns.days')}</th>
                <th scope="col">{t('admin.campaigns.columns.entries')}</th>
                <th scope="col">{t('admin.campaigns.columns.links')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((campaign) => {
                const title = localized(campaign.title, lang) || t('admin.campaigns.untitled');
                return (
                  <tr key={campaign.campaignId}>
                    <td data-label={t('admin.campaigns.columns.title')}>{title}</td>
                    <td data-label={t('admin.campaigns.columns.state')}>
                      <span className={`admin-badge admin-badge--${campaign.state}`}>
                        {t(`admin.campaigns.state.${campaign.state}`)}
                      </span>
                    </td>
                    <td data-label={t('admin.campaigns.columns.days')}>
                      {t('admin.campaigns.daysRange', {
                        start: formatCalendarDay(campaign.startsOn, lang),
                        end: formatCalendarDay(campaign.endsOn, lang),
                      })}
                    </td>
                    <td data-label={t('admin.campaigns.columns.entries')}>
                      {campaign.entryCount.toLocaleString(lang === 'th' ? 'th-TH' : 'en-GB')}
                    </td>
                    <td data-label={t('admin.campaigns.columns.links')}>
                      <span className="admin-table__links">
                        <Link
                          to={fillPathParams(Routes.adminCampaignEdit, { campaignId: campaign.campaignId })}
                          aria-label={t('admin.campaigns.editNamed', { title })}
                        >
                          {t('admin.edit')}
                        </Link>
                        <a
                          href={fillPathParams(Routes.campaignDetail, { id: campaign.campaignId })}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('admin.campaigns.viewNamed', { title })}
                        >
                          {t('admin.viewPublic')}
                        </a>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )
      ) : null}
      <Pager page={page} pages={store.pages} hrefOf={(p) => `${Routes.adminCampaigns}${p > 1 ? `?page=${p}` : ''}`} />
    </>
  );
});
