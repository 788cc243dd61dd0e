import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { InterestCategory } from '../../../application/ports/interest-api.port';
import { CAMPAIGN_LIMITS, CAMPAIGN_TIME_ZONE } from '../../../domain/campaigns/campaign-rules';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { CoverUploader } from '../../components/image-upload/cover-uploader';
import { ImageUploadStore } from '../../components/image-upload/image-upload.store';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { FieldProblems, LocalizedField } from '../admin-shared/localized-field';
import { CAMPAIGN_TEXTS, CampaignFormStore } from './campaign-form.store';

const MAX = {
  title: CAMPAIGN_LIMITS.titleMax,
  description: CAMPAIGN_LIMITS.descriptionMax,
  rules: CAMPAIGN_LIMITS.rulesMax,
  prize: CAMPAIGN_LIMITS.prizeMax,
};

/** /admin/campaigns/new and /admin/campaigns/:campaignId (ours): write or edit a campaign. */
export default function AdminCampaignEditPage() {
  const { t } = useTranslation();
  const { campaignId } = useParams();
  return (
    <AdminFrame title={t(campaignId ? 'admin.campaignForm.editTitle' : 'admin.campaignForm.newTitle')}>
      <CampaignForm key={campaignId ?? 'new'} campaignId={campaignId ?? null} />
    </AdminFrame>
  );
}

const CampaignForm = observer(function CampaignForm({ campaignId }: { readonly campaignId: string | null }) {
  const { t, i18n } = useTranslation();
  const { services } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [store] = useState(() => new CampaignFormStore(services.moderation, campaignId));
  const [upload] = useState(
    () => new ImageUploadStore(services.media, 'cover', (image) => store.setCover(image), { turnAfterUpload: true }),
  );
  const [categories, setCategories] = useState<readonly InterestCategory[]>([]);
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  useEffect(() => void store.load().then(() => justCreated && store.markSaved()), [store, justCreated]);
  useEffect(() => () => upload.dispose(), [upload]);
  useEffect(() => {
    let live = true;
    services.discovery.categories().then(
      (all) => live && setCategories(all),
      () => undefined /* the category stays optional */,
    );
    return () => {
      live = false;
    };
  }, [services]);
  const lang = i18n.language === 'th' ? 'th' : 'en';

  if (store.loadErrorKey) return <LoadError errorKey={store.loadErrorKey} onRetry={() => void store.load()} />;
  if (store.loading) return <Loading />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wasNew = store.isNew;
    const campaign = await store.save();
    if (campaign && wasNew)
      void navigate(fillPathParams(Routes.adminCampaignEdit, { campaignId: campaign.campaignId }), {
        replace: true,
        state: { created: true },
      });
  };
  const day = (field: 'startsOn' | 'endsOn', wire: 'starts_on' | 'ends_on') => {
    const problems = store.problemsAt(wire);
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{t(`admin.campaignForm.${field}`)}</label>
        <input
          id={`${id}-${field}`}
          type="date"
          value={store[field]}
          onChange={(event) => store.setDay(field, event.target.value)}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={`${id}-days-hint${problems.length > 0 ? ` ${id}-${field}-error` : ''}`}
        />
        <FieldProblems id={`${id}-${field}-error`} problems={problems} />
      </div>
    );
  };

  return (
    <form className="admin-form stack" noValidate onSubmit={(event) => void submit(event)}>
      {store.campaignId ? (
        <p>
          <a
            href={fillPathParams(Routes.campaignDetail, { id: store.campaignId })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('admin.viewPublic')}
          </a>
        </p>
      ) : null}
      {CAMPAIGN_TEXTS.map((field) => (
        <LocalizedField
          key={field}
          label={t(`admin.campaignForm.${field}`)}
          th={store.texts[field].th}
          en={store.texts[field].en}
          onChange={(language, value) => store.setText(field, language, value)}
          maxLength={MAX[field]}
          problems={store.problemsAt(field)}
          multiline={field !== 'title'}
        />
      ))}
      <CoverUploader cover={store.cover} upload={upload} onRemove={() => store.setCover(null)} />
      <fieldset className="stack">
        <legend>{t('admin.campaignForm.days')}</legend>
        <p id={`${id}-days-hint`} className="field__hint">
          {t('admin.campaignForm.daysHint', { zone: CAMPAIGN_TIME_ZONE })}
        </p>
        <div className="admin-pair">
          {day('startsOn', 'starts_on')}
          {day('endsOn', 'ends_on')}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('admin.campaignForm.category')}</label>
        <select
          id={`${id}-category`}
          value={store.categoryId ?? ''}
          onChange={(event) => store.setCategory(event.target.value)}
        >
          <option value="">{t('admin.campaignForm.noCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.names[lang] || c.id}
            </option>
          ))}
          {store.categoryId && !categories.some((c) => c.id === store.categoryId) ? (
            <option value={store.categoryId}>{store.categoryId}</option>
          ) : null}
        </select>
      </div>
      {store.errorKey ? (
        <p className="alert alert--error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      {store.problems.length > 0 && store.submitted ? (
        <p className="alert alert--error" role="alert">
          {t('admin.form.fix')}
        </p>
      ) : null}
      <p role="status" className="muted">
        {store.saved ? t('admin.campaignForm.saved') : ''}
      </p>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={store.saving || upload.busy}>
          {store.saving ? t('admin.saving') : t('admin.save')}
        </button>
        <Link to={Routes.adminCampaigns}>{t('admin.campaignForm.back')}</Link>
      </div>
    </form>
  );
});
