import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../domain/routing/routes';
import { useStores } from '../../stores/stores-context';
import { AuthLayout } from '../../components/auth-form/auth-layout';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { imageToolsFrom } from './image-tools';
import { DISPLAY_NAME_MAX, PersonalInfoStore, type NameStatus } from './personal-info.store';

/** /onboard/personal-info (spec §2 gate rule 4, §3 allowed text, §5 uniqueness lookups). */
export default observer(function PersonalInfoPage() {
  const { t, i18n } = useTranslation();
  const { services, auth, profile } = useStores();
  const navigate = useNavigate();
  const [store] = useState(
    () =>
      new PersonalInfoStore(services.profiles, auth.auth, imageToolsFrom(services.media), {
        username: profile.profile?.username ?? null,
        lang: i18n.language,
      }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const knownUsername = profile.profile?.username ?? null;
  useEffect(() => store.adoptUsername(knownUsername), [store, knownUsername]);
  const fileId = useId();
  const langId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) void navigate(Routes.personalInterest, { replace: true });
  };
  const nameMessage = (status: NameStatus, invalidKey: string): string | null =>
    status === 'taken' ? t('errors.duplicatedUsername') : status === 'invalid' ? t(invalidKey) : null;
  const fieldError = (field: 'displayName' | 'username' | 'referralCode') =>
    store.fieldError?.field === field ? t(store.fieldError.messageKey) : null;
  const hint = (status: NameStatus, base: string) =>
    status === 'checking'
      ? t('personalInfo.checking')
      : status === 'available'
        ? t('personalInfo.available')
        : status === 'error'
          ? t('personalInfo.checkFailed')
          : base;

  return (
    <AuthLayout title={t('personalInfo.title')} lead={t('personalInfo.lead')}>
      <ErrorAlert error={store.error} />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={store.submitting}>
        <div className="row">
          {store.avatarPreview ? (
            <img className="avatar-preview" src={store.avatarPreview} alt={t('personalInfo.avatarPreview')} />
          ) : (
            <div className="avatar-preview" aria-hidden="true" />
          )}
          <div className="stack" style={{ gap: 'var(--space-2)' }}>
            <label htmlFor={fileId} className="button button--secondary">
              {t('personalInfo.chooseAvatar')}
            </label>
            <input
              id={fileId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void store.pickAvatar(file);
                event.target.value = '';
              }}
            />
            {store.avatarPreview ? (
              <div className="row">
                <button type="button" className="button button--ghost" onClick={() => void store.rotate()}>
                  {t('personalInfo.rotate')}
                </button>
                <button type="button" className="button button--ghost" onClick={store.removeAvatar}>
                  {t('personalInfo.removeAvatar')}
                </button>
              </div>
            ) : null}
          </div>
        </div>
        {store.uploadProgress !== null ? (
          <progress
            className="progress"
            max={1}
            value={store.uploadProgress}
            aria-label={t('personalInfo.uploading')}
          />
        ) : null}
        <TextField
          label={t('personalInfo.displayName')}
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          required
          value={store.displayName}
          onValue={store.setDisplayName}
          hint={hint(store.status.d, t('personalInfo.displayNameHint'))}
          error={
            fieldError('displayName') ??
            nameMessage(
              store.status.d,
              store.displayNameProblem === 'invisible'
                ? 'personalInfo.displayNameInvisible'
                : 'personalInfo.displayNameInvalid',
            )
          }
        />
        <TextField
          label={t('personalInfo.username')}
          autoComplete="username"
          required
          value={store.username}
          onValue={store.setUsername}
          hint={hint(store.status.u, t('personalInfo.usernameHint'))}
          error={fieldError('username') ?? nameMessage(store.status.u, 'personalInfo.usernameInvalid')}
        />
        <div className="field">
          <label htmlFor={langId}>{t('personalInfo.language')}</label>
          <select
            id={langId}
            value={store.lang}
            onChange={(event) => store.setLang(event.target.value === 'en' ? 'en' : 'th')}
          >
            <option value="th">{t('nav.languages.th')}</option>
            <option value="en">{t('nav.languages.en')}</option>
          </select>
        </div>
        <TextField
          label={t('personalInfo.referralCode')}
          value={store.referralCode}
          onValue={store.setReferralCode}
          hint={t('personalInfo.referralHint')}
          error={fieldError('referralCode')}
        />
        <button className="button button--block" type="submit" disabled={!store.canSubmit}>
          {store.submitting ? t('personalInfo.saving') : t('personalInfo.submit')}
        </button>
      </form>
    </AuthLayout>
  );
});
