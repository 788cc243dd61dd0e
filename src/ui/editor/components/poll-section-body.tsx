import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PollSection } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { localized } from '../../../domain/polls/poll-rules';
import { formatDate } from '../../../domain/time/date-formats';
import { useEditorServices } from '../stores/editor-services';
import { PollFormStore } from '../../components/poll-form/poll-form.store';
import { PollForm } from './poll-form';
import type { PollView } from '../../../domain/polls/poll';

const uiLang = (language: string): 'th' | 'en' => (language.startsWith('th') ? 'th' : 'en');

/** A poll section in the editor: its question and options, "Edit poll" for the owner. */
export const PollSectionBody = observer(function PollSectionBody({ section }: { readonly section: PollSection }) {
  const { t, i18n } = useTranslation();
  const { wallet } = useEditorServices();
  const [poll, setPoll] = useState<PollView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<PollFormStore | null>(null);
  const lang = uiLang(i18n.language);

  useEffect(() => {
    let live = true;
    setError(null);
    wallet.poll(section.pollId).then(
      (loaded) => live && setPoll(loaded),
      (e: unknown) => live && setError(normalizeError(e)),
    );
    return () => {
      live = false;
    };
  }, [wallet, section.pollId, attempt]);

  if (form) {
    return (
      <PollForm
        form={form}
        onSaved={(saved) => {
          setPoll(saved);
          setForm(null);
        }}
        onCancel={() => setForm(null)}
      />
    );
  }
  if (error) {
    return (
      <div className="alert alert--error row" role="alert">
        <span>
          {t('editor.poll.loadFailed')} {t(error.messageKey)}
        </span>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (!poll)
    return (
      <p className="muted" role="status">
        {t('app.loading')}
      </p>
    );

  const closes = poll.closesAt ? formatDate(poll.closesAt, 'DEFAULT', i18n.language) : null;
  return (
    <div className="poll-section stack">
      <p className="poll-section__question">{localized(poll.question, lang)}</p>
      <ul className="poll-section__options">
        {poll.options.map((option) => (
          <li key={option.optionId}>
            <span>{localized(option.text, lang)}</span>
            <span className="muted">{t('editor.poll.votes', { count: option.votes })}</span>
          </li>
        ))}
      </ul>
      <p className="muted">
        {t('editor.poll.totalVotes', { count: poll.totalVotes })}
        {' · '}
        {poll.state === 'closed'
          ? t('editor.poll.closed')
          : closes
            ? t('editor.poll.closesOn', { date: closes })
            : t('editor.poll.noClosing')}
      </p>
      <div className="row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setForm(new PollFormStore(wallet, poll))}
        >
          {t('editor.poll.edit')}
        </button>
      </div>
    </div>
  );
});
