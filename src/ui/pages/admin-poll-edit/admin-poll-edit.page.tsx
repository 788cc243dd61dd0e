import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { POLL_LIMITS } from '../../../domain/polls/poll-rules';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import { Loading, LoadError } from '../../components/discovery/load-state';
import { PollOptionImage } from '../../components/poll-form/poll-option-image';
import { PollPlaceField } from '../../components/poll-form/poll-place-field';
import { useStores } from '../../stores/stores-context';
import { AdminFrame } from '../admin-shared/admin-frame';
import { FieldProblems, LocalizedField } from '../admin-shared/localized-field';
import { PollFormStore } from '../../components/poll-form/poll-form.store';

/** /admin/polls/new and /admin/polls/:pollId (ours): write or edit a standalone poll. */
export default function AdminPollEditPage() {
  const { t } = useTranslation();
  const { pollId } = useParams();
  return (
    <AdminFrame title={t(pollId ? 'admin.pollForm.editTitle' : 'admin.pollForm.newTitle')}>
      <PollForm key={pollId ?? 'new'} pollId={pollId ?? null} />
    </AdminFrame>
  );
}

const PollForm = observer(function PollForm({ pollId }: { readonly pollId: string | null }) {
  const { t } = useTranslation();
  const { services } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [store] = useState(() => new PollFormStore(services.moderation, pollId));
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  useEffect(() => void store.load().then(() => justCreated && store.markSaved()), [store, justCreated]);

  if (store.loadError) return <LoadError errorKey={store.loadError.messageKey} onRetry={() => void store.load()} />;
  if (store.loading) return <Loading />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wasNew = store.isNew;
    const poll = await store.save();
    if (poll && wasNew)
      void navigate(fillPathParams(Routes.adminPollEdit, { pollId: poll.pollId }), {
        replace: true,
        state: { created: true },
      });
  };
  const closesProblems = store.problemsAt('closesAt');
  // pollLocked (options of a poll with votes) is said where the options are.
  const optionsProblems = [
    ...store.problemsAt('options'),
    ...(store.locked && store.error ? [{ field: 'options', messageKey: store.error.messageKey, values: {} }] : []),
  ];
  const errorKey = store.error && !store.locked ? store.error.messageKey : null;

  return (
    <form className="admin-form stack" noValidate onSubmit={(event) => void submit(event)}>
      {store.pollId ? (
        <p className="row">
          <a href={fillPathParams(Routes.poll, { id: store.pollId })} target="_blank" rel="noopener noreferrer">
            {t('admin.viewPublic')}
          </a>
          <span className="muted">{t('admin.pollForm.votes', { count: store.totalVotes })}</span>
        </p>
      ) : null}
      <LocalizedField
        label={t('admin.pollForm.question')}
        th={store.question.th}
        en={store.question.en}
        onChange={store.setQuestion}
        maxLength={POLL_LIMITS.questionMax}
        problems={store.problemsAt('question')}
        multiline
      />

      <fieldset
        className="stack"
        aria-describedby={optionsProblems.length > 0 ? `${id}-options-error` : `${id}-options-hint`}
      >
        <legend>{t('admin.pollForm.options')}</legend>
        <p id={`${id}-options-hint`} className="field__hint">
          {t('admin.pollForm.optionsHint', { min: POLL_LIMITS.optionsMin, max: POLL_LIMITS.optionsMax })}
          {store.totalVotes > 0 ? ` ${t('admin.pollForm.lockedHint')}` : ''}
        </p>
        <ol className="admin-options">
          {store.options.map((option, index) => {
            const name = t('admin.pollForm.option', { number: index + 1 });
            return (
              <li key={option.key} className="admin-option stack">
                <div className="admin-option__head">
                  <h3>
                    {name}
                    {option.votes > 0 ? (
                      <span className="muted"> · {t('admin.pollForm.votes', { count: option.votes })}</span>
                    ) : null}
                  </h3>
                  <div className="admin-option__tools">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => store.moveOption(index, -1)}
                      disabled={index === 0}
                      aria-label={t('admin.pollForm.moveUp', { name })}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => store.moveOption(index, 1)}
                      disabled={index === store.options.length - 1}
                      aria-label={t('admin.pollForm.moveDown', { name })}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => store.removeOption(index)}
                      disabled={!store.canRemoveOption}
                    >
                      {t('admin.pollForm.remove')} <span className="visually-hidden">{name}</span>
                    </button>
                  </div>
                </div>
                <div className="admin-pair">
                  {(['th', 'en'] as const).map((lang) => (
                    <div className="field" key={lang}>
                      <label htmlFor={`${id}-o${option.key}-${lang}`}>
                        {t('admin.form.inLanguageNamed', { name, language: t(`admin.form.language.${lang}`) })}
                      </label>
                      <input
                        id={`${id}-o${option.key}-${lang}`}
                        type="text"
                        lang={lang}
                        maxLength={POLL_LIMITS.optionTextMax}
                        value={option[lang]}
                        aria-invalid={store.problemsAt(`option-${index}`).length > 0 || undefined}
                        aria-describedby={
                          store.problemsAt(`option-${index}`).length > 0 ? `${id}-o${option.key}-error` : undefined
                        }
                        onChange={(event) => store.setOption(index, lang, event.target.value)}
                      />
                    </div>
                  ))}
                </div>
                <FieldProblems id={`${id}-o${option.key}-error`} problems={store.problemsAt(`option-${index}`)} />
                <PollOptionImage
                  number={index + 1}
                  imageId={option.imageId}
                  image={option.image}
                  disabled={store.busy}
                  onChange={(image) => store.setOptionImage(option.key, image)}
                  onBusyChange={(busy) => store.setOptionUploading(option.key, busy)}
                />
              </li>
            );
          })}
        </ol>
        <FieldProblems id={`${id}-options-error`} problems={optionsProblems} />
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={store.addOption}
            disabled={!store.canAddOption}
          >
            {t('admin.pollForm.add')}
          </button>
        </div>
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-closes`}>{t('admin.pollForm.closesAt')}</label>
        <input
          id={`${id}-closes`}
          type="datetime-local"
          value={store.closesAt}
          onChange={(event) => store.setClosesAt(event.target.value)}
          aria-invalid={closesProblems.length > 0 || undefined}
          aria-describedby={`${id}-closes-hint${closesProblems.length > 0 ? ` ${id}-closes-error` : ''}`}
        />
        <p id={`${id}-closes-hint`} className="field__hint">
          {t('admin.pollForm.closesHint')}
        </p>
        <FieldProblems id={`${id}-closes-error`} problems={closesProblems} />
      </div>

      <PollPlaceField form={store} places={services.places} />

      {errorKey ? (
        <p className="alert alert--error" role="alert">
          {t(errorKey)}
        </p>
      ) : null}
      {store.problems.length > 0 && store.tried ? (
        <p className="alert alert--error" role="alert">
          {t('admin.form.fix')}
        </p>
      ) : null}
      <p role="status" className="muted">
        {store.saved ? t('admin.pollForm.saved') : ''}
      </p>
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={store.busy || store.uploading}>
          {store.busy ? t('admin.saving') : t('admin.save')}
        </button>
        <Link to={Routes.adminPolls}>{t('admin.pollForm.back')}</Link>
      </div>
    </form>
  );
});
