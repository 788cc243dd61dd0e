import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { importedDayTitle } from '../../../domain/trip-import/import-apply';
import { IMPORT_MATCH_RADIUS_M } from '../../../domain/trip-import/import-source';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import './trip-import-dialog.css';
import type { ImportMessage, TripImportStore } from '../stores/trip-import.store';

interface Props {
  readonly store: TripImportStore;
  readonly onClose: () => void;
  /** Instead of the store's submit (a new trip opens its editor after it). */
  readonly onSubmit?: () => void;
}

/**
 * "Import GPX/KML": the file field, then the preview of what would be saved (days, their stops: the known
 * place matched within IMPORT_MATCH_RADIUS_M, or "New place: …" with a box to leave it out), then one save.
 */
export const TripImportDialog = observer(function TripImportDialog({ store, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const isNew = store.target.kind === 'new';
  const preview = store.preview;
  const busy = store.phase === 'reading' || store.phase === 'saving';
  const say = (message: ImportMessage) =>
    t(message.key, message.values?.reasonKey ? { reason: t(message.values.reasonKey) } : message.values);

  const actions = (
    <>
      {preview && store.phase !== 'done' ? (
        <button type="button" className="button" disabled={busy} onClick={onSubmit ?? (() => void store.submit())}>
          {t(
            store.phase === 'saving'
              ? 'editor.import.saving'
              : isNew
                ? 'editor.import.submitNew'
                : 'editor.import.submit',
          )}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" disabled={store.phase === 'saving'} onClick={onClose}>
        {t('editor.import.cancel')}
      </button>
    </>
  );

  return (
    <ModalDialog
      title={t(isNew ? 'editor.import.titleNew' : 'editor.import.title')}
      actions={actions}
      onDismiss={store.phase === 'saving' ? undefined : onClose}
    >
      <div className="import-dialog stack" data-testid="trip-import">
        <p className="field__hint">{t('editor.import.hint', { radius: IMPORT_MATCH_RADIUS_M })}</p>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('editor.import.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".gpx,.kml,.kmz,application/gpx+xml,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
            disabled={busy}
            aria-describedby={store.error ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void store.choose(file);
            }}
          />
        </div>
        {store.phase === 'reading' ? (
          <p role="status" className="field__hint">
            {t('editor.import.reading')}
          </p>
        ) : null}
        {store.error ? (
          <p id={`${id}-error`} className="alert alert--error" role="alert">
            {say(store.error)}
          </p>
        ) : null}
        {store.phase === 'done' ? (
          <p className="alert alert--info" role="status">
            {t('editor.import.done', { days: store.addedDays })}
          </p>
        ) : null}
        {preview && store.phase !== 'done' ? (
          <section className="import-dialog__preview stack" aria-labelledby={`${id}-summary`}>
            <p id={`${id}-summary`} className="import-dialog__summary">
              <strong>{t('editor.import.summary', store.counts)}</strong>{' '}
              <span className="field__hint">{t(`editor.import.splitBy.${preview.plan.splitBy}`)}</span>
            </p>
            {preview.plan.droppedStops > 0 ? (
              <p className="alert alert--info">
                {t('editor.import.droppedStops', { count: preview.plan.droppedStops, max: CONTENT_LIMITS.stopsMax })}
              </p>
            ) : null}
            {preview.plan.droppedDays > 0 ? (
              <p className="alert alert--info">
                {t('editor.import.droppedDays', { count: preview.plan.droppedDays, max: CONTENT_LIMITS.sectionsMax })}
              </p>
            ) : null}
            <ol className="import-dialog__days">
              {preview.plan.days.map((day, d) => {
                const title =
                  importedDayTitle(day, store.language) || t('editor.import.dayUntitled', { number: d + 1 });
                return (
                  <li key={d} className="import-dialog__day">
                    <h3 className="import-dialog__day-title">{title}</h3>
                    <ul className="import-dialog__stops" aria-label={t('editor.import.stopsLabel', { day: title })}>
                      {day.stops.map((stop) => {
                        const match = preview.matches.get(stop.key) ?? null;
                        return (
                          <li key={stop.key} className="import-dialog__stop">
                            {stop.time ? <span className="import-dialog__time">{stop.time}</span> : null}
                            {match ? (
                              <span className="import-dialog__place">
                                <span className="import-dialog__name">{match.name}</span>
                                <span className="field__hint">
                                  {t('editor.import.knownNote', { distance: Math.round(match.distanceM) })}
                                </span>
                              </span>
                            ) : (
                              <span className="import-dialog__place import-dialog__new">
                                <input
                                  id={`${id}-${stop.key}`}
                                  type="checkbox"
                                  checked={store.proposeNew.has(stop.key)}
                                  disabled={busy}
                                  aria-describedby={`${id}-${stop.key}-note`}
                                  onChange={() => store.toggle(stop.key)}
                                />
                                <span>
                                  <label htmlFor={`${id}-${stop.key}`} className="import-dialog__name">
                                    {t('editor.import.newPlace', { name: stop.name })}
                                  </label>
                                  <span id={`${id}-${stop.key}-note`} className="field__hint">
                                    {t('editor.import.newPlaceNote')}
                                  </span>
                                </span>
                              </span>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                );
              })}
            </ol>
          </section>
        ) : null}
      </div>
    </ModalDialog>
  );
});
