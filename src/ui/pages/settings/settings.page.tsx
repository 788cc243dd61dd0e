import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { formatDate } from '../../../domain/time/date-formats';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { imageToolsFrom } from '../personal-info/image-tools';
import { AccountDataSection } from './account-data-section';
import { AccountSecuritySection } from './account-security-section';
import { FollowingSection } from './following-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { ProfileFieldsSection } from './profile-fields-section';
import { SettingsStore } from './settings.store';

/**
 * /settings/profile: display name and username with the spec §5 60-day rule spelled out (the username is
 * read-only while the rule holds), the spec §3 profile fields, and logout.
 */
export default observer(function SettingsPage() {
  const { t, i18n } = useTranslation();
  const { services, auth, profile } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new SettingsStore(services.profiles, imageToolsFrom(services.media)));
  useEffect(() => store.dispose, [store]);
  const current = profile.profile;
  useEffect(() => {
    void store.load(current);
  }, [store, current]);
  const language = i18n.language.startsWith('th') ? 'th' : 'en';
  const when = (can: boolean | undefined, next: number | null | undefined) =>
    store.availability === null
      ? null
      : can || next == null
        ? t('settings.canChangeNow')
        : t('settings.nextChange', { date: formatDate(next, 'DATE', language) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save(current);
  };

  return (
    <AuthLayout title={t('settings.title')} lead={t('settings.lead')}>
      {store.loading ? <p role="status">{t('app.loading')}</p> : null}
      <ErrorAlert error={store.loadError}>
        {' '}
        <button type="button" className="button button--secondary" onClick={() => void store.load(current)}>
          {t('app.retry')}
        </button>
      </ErrorAlert>
      {current === null && !profile.state.isFetching ? <p className="muted">{t('settings.noProfile')}</p> : null}
      <form className="stack" onSubmit={submit} noValidate aria-busy={store.saving}>
        <TextField
          label={t('settings.displayName')}
          value={store.displayName}
          onValue={store.setDisplayName}
          readOnly={store.displayNameLocked}
          aria-readonly={store.displayNameLocked || undefined}
          error={
            store.displayNameProblem && store.displayName !== ''
              ? t(`settings.problems.${store.displayNameProblem}`)
              : null
          }
          hint={when(store.availability?.canChangeDisplayName, store.availability?.nextDisplayNameChangeAt)}
        />
        <TextField
          label={t('settings.username')}
          value={store.username}
          onValue={store.setUsername}
          readOnly={store.usernameLocked}
          aria-readonly={store.usernameLocked || undefined}
          error={store.usernameProblem ? t(`settings.problems.${store.usernameProblem}`) : null}
          hint={when(store.availability?.canChangeUsername, store.availability?.nextUsernameChangeAt)}
        />
        <p className="field__hint">{t('settings.rule')}</p>
        <ProfileFieldsSection store={store} avatar={current?.avatarImage ?? null} cover={current?.coverImage ?? null} />
        <ErrorAlert error={store.saveError} />
        {store.saved ? (
          <p className="alert alert--info" role="status">
            {t('settings.saved')}
          </p>
        ) : null}
        <button
          className="button button--block"
          type="submit"
          disabled={store.saving || current === null || !store.valid}
        >
          {store.saving ? t('settings.saving') : t('settings.save')}
        </button>
      </form>
      {current !== null ? <FollowingSection follows={services.follows} /> : null}
      {current !== null ? <NotificationPreferencesSection notifications={services.notifications} /> : null}
      {current !== null ? <AccountSecuritySection security={services.accountSecurity} /> : null}
      {current !== null ? <AccountDataSection account={services.accountData} auth={auth.auth} /> : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void auth.auth.logout().then(() => navigate(Routes.login, { replace: true }))}
      >
        {t('nav.logout')}
      </button>
    </AuthLayout>
  );
});
