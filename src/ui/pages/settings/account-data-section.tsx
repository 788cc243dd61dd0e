import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import type { AccountDataService } from '../../../application/profile/account-data.service';
import type { AuthService } from '../../../application/auth/auth.service';
import type { AppError } from '../../../domain/errors/app-error';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { Routes } from '../../../domain/routing/routes';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { TextField } from '../../components/auth-form/text-field';
import { toAppError } from '../../components/auth-form/to-app-error';
import { saveFile } from '../../components/save-file';

const PROVIDER_NAME = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/**
 * A person's control over their account (PDPA's rights of access and erasure): download everything the product
 * holds about them as one JSON file, and delete the account after proving again who they are (password, the
 * social provider's popup, or, for LINE, signing in again). Afterwards they are signed out and told goodbye.
 */
export function AccountDataSection({
  account,
  auth,
}: {
  readonly account: AccountDataService;
  readonly auth: Pick<AuthService, 'logout'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'download' | 'delete' | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const method = account.reauthMethod();

  const download = async () => {
    setBusy('download');
    setError(null);
    setNote(null);
    try {
      const file = await account.exportFile(new Date());
      saveFile(file.fileName, file.text, 'application/json');
      setNote(t('settings.account.downloaded', { file: file.fileName }));
    } catch (raw) {
      setError(toAppError(raw));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (method === 'password' && password === '') return;
    setBusy('delete');
    setError(null);
    try {
      await account.deleteAccount(
        method === 'password' ? { password } : method === 'signInAgain' ? null : { provider: method },
      );
      await auth.logout();
      toast.success(t('settings.account.goodbye'));
      void navigate(Routes.login, { replace: true });
    } catch (raw) {
      setError(toAppError(raw));
      setBusy(null);
    }
  };

  const signInAgain = () =>
    void auth.logout().then(() => navigate(loginRedirectTarget(Routes.profileSettings, ''), { replace: true }));

  return (
    <section className="stack" aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t('settings.account.title')}</h2>
      <p className="muted">{t('settings.account.downloadLead')}</p>
      {note ? (
        <p className="alert alert--info" role="status">
          {note}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() => void download()}
      >
        {busy === 'download' ? t('settings.account.downloading') : t('settings.account.download')}
      </button>
      <h3 id="delete-account-heading">{t('settings.account.deleteTitle')}</h3>
      <p className="muted">{t('settings.account.deleteLead')}</p>
      <ErrorAlert error={error} />
      {!confirming ? (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('settings.account.deleteStart')}
        </button>
      ) : method === 'signInAgain' ? (
        <div className="stack">
          <p>{t('settings.account.signInAgainLead')}</p>
          <button
            type="button"
            className="button button--danger"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {busy === 'delete' ? t('settings.account.deleting') : t('settings.account.deleteForever')}
          </button>
          <button type="button" className="button button--secondary" onClick={signInAgain}>
            {t('settings.account.signInAgain')}
          </button>
        </div>
      ) : (
        <form
          className="stack"
          onSubmit={(event) => void remove(event)}
          noValidate
          aria-busy={busy === 'delete'}
          aria-labelledby="delete-account-heading"
        >
          {method === 'password' ? (
            <TextField
              label={t('settings.account.confirmPassword')}
              type="password"
              autoComplete="current-password"
              value={password}
              onValue={setPassword}
              error={submitted && password === '' ? t('settings.problems.empty') : null}
            />
          ) : null}
          <button className="button button--danger" type="submit" disabled={busy !== null}>
            {busy === 'delete'
              ? t('settings.account.deleting')
              : method === 'password'
                ? t('settings.account.deleteForever')
                : t('settings.account.confirmSocial', { provider: PROVIDER_NAME[method] })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => {
              setConfirming(false);
              setPassword('');
              setSubmitted(false);
              setError(null);
            }}
          >
            {t('settings.account.cancel')}
          </button>
        </form>
      )}
    </section>
  );
}
