import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BIOGRAPHY_MAX_LENGTH, type ProfileField } from '../../../domain/user/profile-fields';
import { TextField } from '../../components/auth-form/text-field';
import type { ImageSlot, SettingsStore } from './settings.store';

/** The spec §3 profile fields of /settings/profile: avatar and cover pictures, website, biography, contact email, country. */
export const ProfileFieldsSection = observer(function ProfileFieldsSection({
  store,
  avatar,
  cover,
}: {
  readonly store: SettingsStore;
  readonly avatar: string | null;
  readonly cover: string | null;
}) {
  const { t } = useTranslation();
  const bioId = useId();
  const problem = (field: ProfileField) => {
    const found = store.fieldProblem(field);
    return found ? t(`settings.problems.${found}`) : null;
  };
  const bioProblem = problem('biography');
  return (
    <>
      <ImagePicker store={store} slot="avatar" current={avatar} />
      <ImagePicker store={store} slot="cover" current={cover} />
      <TextField
        label={t('settings.website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={store.texts.website}
        onValue={(value) => store.setText('website', value)}
        error={problem('website')}
      />
      <div className="field">
        <label htmlFor={bioId}>{t('settings.biography')}</label>
        <textarea
          id={bioId}
          rows={4}
          value={store.texts.biography}
          onChange={(event) => store.setText('biography', event.target.value)}
          aria-invalid={bioProblem ? true : undefined}
          aria-describedby={`${bioId}-hint`}
        />
        <span id={`${bioId}-hint`} className={bioProblem ? 'field__error' : 'field__hint'}>
          {bioProblem ?? t('settings.biographyHint', { max: BIOGRAPHY_MAX_LENGTH })}
        </span>
      </div>
      <TextField
        label={t('settings.contactEmail')}
        type="email"
        autoComplete="email"
        value={store.texts.contactEmail}
        onValue={(value) => store.setText('contactEmail', value)}
        error={problem('contactEmail')}
      />
      <TextField
        label={t('settings.country')}
        maxLength={2}
        autoComplete="country"
        value={store.texts.country}
        onValue={(value) => store.setText('country', value)}
        hint={t('settings.countryHint')}
        error={problem('country')}
      />
    </>
  );
});

const ImagePicker = observer(function ImagePicker({
  store,
  slot,
  current,
}: {
  readonly store: SettingsStore;
  readonly slot: ImageSlot;
  readonly current: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = store.previews[slot] ?? current;
  return (
    <div className="field">
      <span>{t(`settings.${slot}`)}</span>
      {shown ? (
        <img
          className={slot === 'avatar' ? 'avatar-preview' : 'cover-preview'}
          src={shown}
          alt={t(`settings.${slot}Preview`)}
        />
      ) : null}
      <label htmlFor={id} className="button button--secondary">
        {t(`settings.${slot}Choose`)}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void store.pickImage(slot, file);
        }}
      />
    </div>
  );
});
