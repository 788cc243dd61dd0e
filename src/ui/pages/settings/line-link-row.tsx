import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LineLinkUseCase } from '../../../application/auth/line-link.use-case';
import type { LineLinkState } from '../../../application/ports/line-link-api.port';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorAlert } from '../../components/auth-form/error-alert';
import { toAppError } from '../../components/auth-form/to-app-error';
import { lineLinkReturnOf } from '../../components/shell/line-link-handoff';

/**
 * The LINE row of the sign-in methods. "Link LINE" leaves for LINE's authorize page; the return
 * arrives in the router state (line-link-handoff.ts) and is completed here, so a refused link shows spec §8's
 * credential-already-in-use message on this row. `refresh` changes when another method is linked or unlinked
 * (whether LINE may be unlinked depends on them).
 */
export function LineLinkRow({
  line,
  refresh,
  onState,
}: {
  readonly line: LineLinkUseCase;
  readonly refresh: string;
  readonly onState: (state: LineLinkState | null) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<LineLinkState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const returned = useRef<unknown>(null);
  const callback = lineLinkReturnOf(location.state);

  const show = (next: LineLinkState) => {
    setState(next);
    onState(next);
  };

  useEffect(() => {
    if (callback === null) return;
    // The saved state is single-use: the return is completed once even though StrictMode runs effects twice.
    if (returned.current === location.key) return;
    returned.current = location.key;
    void navigate(location.pathname, { replace: true, state: null });
    setBusy(true);
    line
      .complete(callback)
      .then((next) => {
        show(next);
        setNote(t('settings.security.linkedDone', { provider: 'LINE' }));
      })
      .catch((raw: unknown) => {
        setError(toAppError(raw));
        return line.state().then(show, () => undefined);
      })
      .finally(() => setBusy(false));
  }, [callback, line, location.key, location.pathname, navigate, t]); // eslint-disable-line react-hooks/exhaustive-deps -- `show` is new each render

  useEffect(() => {
    if (callback !== null) return;
    let live = true;
    line
      .state()
      .then((next) => live && show(next))
      .catch((raw: unknown) => live && setError(toAppError(raw)));
    return () => {
      live = false;
    };
  }, [line, refresh]); // eslint-disable-line react-hooks/exhaustive-deps -- `show` is new each render; `callback` read once

  const unlink = async () => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      show(await line.unlink());
      setNote(t('settings.security.unlinked', { provider: 'LINE' }));
    } catch (raw) {
      setError(toAppError(raw));
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    setError(null);
    setNote(null);
    try {
      line.start();
    } catch (raw) {
      setError(toAppError(raw));
    }
  };

  const linked = state?.linked === true;
  return (
    <li data-testid="method-line" className="stack">
      <ErrorAlert error={error} />
      {note ? (
        <p className="alert alert--info" role="status">
          {note}
        </p>
      ) : null}
      <div>
        <span>
          LINE:{' '}
          {state === null
            ? t('settings.security.lineChecking')
            : linked
              ? t('settings.security.linked')
              : t('settings.security.notLinked')}
        </span>{' '}
        {linked ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || !state.canUnlink}
            onClick={() => void unlink()}
          >
            {t('settings.security.unlink', { provider: 'LINE' })}
          </button>
        ) : (
          <button type="button" className="button button--secondary" disabled={busy || state === null} onClick={start}>
            {t('settings.security.link', { provider: 'LINE' })}
          </button>
        )}
      </div>
      {linked && !state.canUnlink ? <p className="field__hint">{t('settings.security.lineKept')}</p> : null}
    </li>
  );
}
