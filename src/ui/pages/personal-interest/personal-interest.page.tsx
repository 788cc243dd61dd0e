import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { PersonalInterestStore } from './personal-interest.store';

/** /onboard/personal-interest (spec §2, §4 "Onboarding interests done": then the download-app prompt). */
export default observer(function PersonalInterestPage() {
  const { t, i18n } = useTranslation();
  const { services, auth } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new PersonalInterestStore(services.interests, auth.auth));
  useEffect(() => {
    void store.load();
  }, [store]);
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';

  const save = async () => {
    if (await store.save()) void navigate(Routes.downloadApp, { replace: true });
  };

  return (
    <AuthLayout title={t('personalInterest.title')} lead={t('personalInterest.lead')} wide>
      {store.loading ? <p role="status">{t('app.loading')}</p> : null}
      {store.loadError ? (
        <ErrorAlert error={store.loadError}>
          {' '}
          <button type="button" className="button button--secondary" onClick={() => void store.load()}>
            {t('app.retry')}
          </button>
        </ErrorAlert>
      ) : null}
      {!store.loading && !store.loadError && store.categories.length === 0 ? (
        <p className="muted">{t('personalInterest.empty')}</p>
      ) : null}
      {store.categories.length > 0 ? (
        <ul className="chips" aria-label={t('personalInterest.title')}>
          {store.categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="chip"
                aria-pressed={store.isSelected(category.id)}
                onClick={() => store.toggle(category.id)}
              >
                {category.names[lang]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted" role="status">
        {t('personalInterest.selected', { count: store.selected.size })}
      </p>
      <ErrorAlert error={store.saveError} />
      <button
        type="button"
        className="button button--block"
        disabled={store.saving || store.loading}
        onClick={() => void save()}
      >
        {store.saving
          ? t('personalInterest.saving')
          : store.selected.size === 0
            ? t('personalInterest.skip')
            : t('personalInterest.save')}
      </button>
    </AuthLayout>
  );
});
