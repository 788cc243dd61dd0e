import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_LIMITS } from '../../../domain/polls/poll-rules';
import type { PollField, PollFormStore } from '../../components/poll-form/poll-form.store';
import { PollOptionImage } from '../../components/poll-form/poll-option-image';
import { PollPlaceField } from '../../components/poll-form/poll-place-field';
import { useEditorServices } from '../stores/editor-services';
import type { PollView } from '../../../domain/polls/poll';

interface Props {
  readonly form: PollFormStore;
  readonly onSaved: (poll: PollView) => void;
  readonly onCancel: () => void;
}

function Problems({
  form,
  field,
  id,
}: {
  readonly form: PollFormStore;
  readonly field: PollField;
  readonly id: string;
}) {
  const { t } = useTranslation();
  const problems = form.problemsAt(field);
  if (problems.length === 0) return null;
  return (
    <span id={id} className="field__error" role="alert">
      {problems.map((p) => t(p.messageKey, p.values)).join(' ')}
    </span>
  );
}

/** Question and options in Thai and English, an optional closing time and place (poll sections). */
export const PollForm = observer(function PollForm({ form, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const { places } = useEditorServices();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save().then((poll) => poll && onSaved(poll));
  };
  const invalid = (field: PollField) => form.problemsAt(field).length > 0;
  const describedBy = (field: PollField, errorId: string) => (invalid(field) ? errorId : undefined);

  return (
    <form
      className="poll-form stack"
      onSubmit={submit}
      noValidate
      aria-label={t(form.isNew ? 'editor.poll.newTitle' : 'editor.poll.editTitle')}
    >
      <fieldset className="poll-form__group stack">
        <legend>{t('editor.poll.question')}</legend>
        <p className="field__hint">{t('editor.poll.bothLanguagesHint')}</p>
        {(['th', 'en'] as const).map((lang) => (
          <div className="field" key={lang}>
            <label htmlFor={`${id}-q-${lang}`}>{t(`editor.poll.lang.${lang}`)}</label>
            <input
              id={`${id}-q-${lang}`}
              lang={lang}
              value={form.question[lang]}
              maxLength={POLL_LIMITS.questionMax}
              aria-invalid={invalid('question') || undefined}
              aria-describedby={describedBy('question', `${id}-q-err`)}
              onChange={(e) => form.setQuestion(lang, e.target.value)}
            />
          </div>
        ))}
        <Problems form={form} field="question" id={`${id}-q-err`} />
      </fieldset>

      <fieldset className="poll-form__group stack" aria-describedby={form.locked ? `${id}-locked` : undefined}>
        <legend>{t('editor.poll.options', { min: POLL_LIMITS.optionsMin, max: POLL_LIMITS.optionsMax })}</legend>
        {form.locked ? (
          <p id={`${id}-locked`} className="alert alert--error" role="alert">
            {t('editor.poll.locked')}
          </p>
        ) : null}
        <ol className="poll-form__options stack">
          {form.options.map((option, index) => {
            const field = `option-${index}` as const;
            const label = t('editor.poll.option', { index: index + 1 });
            return (
              <li key={option.key} className="poll-form__option">
                <div className="poll-form__option-head">
                  <span className="poll-form__option-label" id={`${id}-o${option.key}`}>
                    {label}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={!form.canRemoveOption}
                    onClick={() => form.removeOption(index)}
                    aria-label={t('editor.poll.removeOption', { label })}
                  >
                    {t('editor.poll.remove')}
                  </button>
                </div>
                <div className="poll-form__option-fields">
                  {(['th', 'en'] as const).map((lang) => (
                    <div className="field" key={lang}>
                      <label htmlFor={`${id}-o${option.key}-${lang}`}>
                        {t('editor.poll.optionIn', { label, lang: t(`editor.poll.lang.${lang}`) })}
                      </label>
                      <input
                        id={`${id}-o${option.key}-${lang}`}
                        lang={lang}
                        value={option[lang]}
                        maxLength={POLL_LIMITS.optionTextMax}
                        aria-invalid={invalid(field) || undefined}
                        aria-describedby={describedBy(field, `${id}-o${option.key}-err`)}
                        onChange={(e) => form.setOption(index, lang, e.target.value)}
                      />
                    </div>
                  ))}
                </div>
                <Problems form={form} field={field} id={`${id}-o${option.key}-err`} />
                <PollOptionImage
                  number={index + 1}
                  imageId={option.imageId}
                  image={option.image}
                  disabled={form.busy}
                  onChange={(image) => form.setOptionImage(option.key, image)}
                  onBusyChange={(busy) => form.setOptionUploading(option.key, busy)}
                />
              </li>
            );
          })}
        </ol>
        <Problems form={form} field="options" id={`${id}-options-err`} />
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            disabled={!form.canAddOption}
            onClick={form.addOption}
          >
            + {t('editor.poll.addOption')}
          </button>
        </div>
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-closes`}>{t('editor.poll.closesAt')}</label>
        <input
          id={`${id}-closes`}
          type="datetime-local"
          value={form.closesAt}
          aria-invalid={invalid('closesAt') || undefined}
          aria-describedby={`${id}-closes-hint${invalid('closesAt') ? ` ${id}-closes-err` : ''}`}
          onChange={(e) => form.setClosesAt(e.target.value)}
        />
        <span id={`${id}-closes-hint`} className="field__hint">
          {t('editor.poll.closesAtHint')}
        </span>
        <Problems form={form} field="closesAt" id={`${id}-closes-err`} />
      </div>

      <PollPlaceField form={form} places={places} />

      {form.error && !form.locked ? (
        <p className="alert alert--error" role="alert">
          {t(form.error.messageKey)}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button" disabled={form.busy || form.uploading}>
          {t(form.busy ? 'editor.poll.saving' : form.isNew ? 'editor.poll.create' : 'editor.poll.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </form>
  );
});
