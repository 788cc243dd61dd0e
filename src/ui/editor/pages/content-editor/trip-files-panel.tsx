import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarDay,
  exportFileName,
  exportTripOfDocument,
  tripCalendar,
  tripGpx,
  type ExportTrip,
} from '../../../../domain/places/trip-export';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { saveFile } from '../../../components/save-file';
import type { ContentEditorStore } from '../../stores/content-editor.store';

type Problem = 'needStart' | 'noPlaces' | 'failed';

/**
 * "Take it with you" for the trip being written: GPX and iCalendar built in the browser from the draft as it is
 * now (unsaved edits included) with the same pure functions the published trip's files use
 * (src/domain/places/trip-export.ts), so a draft needs no server route and nothing is published. The files link
 * back to the public page once the trip is published, else to this editor (only its owner can open it).
 */
export const TripFilesPanel = observer(function TripFilesPanel({ store }: { readonly store: ContentEditorStore }) {
  const { t } = useTranslation();
  const id = useId();
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  /** The draft as an ExportTrip, or why it cannot be one. */
  const build = async (): Promise<ExportTrip | Problem> => {
    const doc = store.document;
    const stops = doc.sections.flatMap((section) => (section.type === 'day' ? section.stops : []));
    const ids = [...new Set(stops.flatMap((stop) => (stop.locationId ? [stop.locationId] : [])))];
    const places = await store.tripPlaces.all(ids, doc.language);
    if (places.size < ids.length) return 'failed';
    const published = store.state?.content?.publishedVersion != null;
    const path = fillPathParams(published ? Routes.trip : Routes.myContentEdit, { id: store.contentId });
    const trip = exportTripOfDocument(
      {
        id: store.contentId,
        title: doc.title,
        url: new URL(path, window.location.origin).toString(),
        language: doc.language === 'th' ? 'th' : 'en',
        sections: doc.sections,
      },
      places,
    );
    return trip.days.some((day) => day.stops.length > 0) ? trip : 'noPlaces';
  };

  const run = async (make: (trip: ExportTrip) => void) => {
    setBusy(true);
    setProblem(null);
    try {
      const trip = await build();
      if (typeof trip === 'string') setProblem(trip);
      else make(trip);
    } finally {
      setBusy(false);
    }
  };

  const downloadGpx = () =>
    run((trip) =>
      saveFile(exportFileName(trip.title, trip.id, 'gpx'), tripGpx(trip), 'application/gpx+xml;charset=utf-8'),
    );
  const downloadCalendar = () => {
    if (calendarDay(start) === null) {
      setProblem('needStart');
      return;
    }
    void run((trip) =>
      saveFile(
        exportFileName(trip.title, trip.id, 'ics'),
        tripCalendar(trip, start, Date.now()),
        'text/calendar;charset=utf-8',
      ),
    );
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid="trip-files">
      <h2 id={`${id}-title`} className="section-card__title">
        {t('editor.files.title')}
      </h2>
      <p className="field__hint">{t('editor.files.hint')}</p>
      <div>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void downloadGpx()}>
          {t('editor.files.gpx')}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('editor.files.firstDay')}</label>
        <input
          id={`${id}-start`}
          type="date"
          value={start}
          aria-invalid={problem === 'needStart' || undefined}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      <div>
        <button type="button" className="button button--secondary" disabled={busy} onClick={downloadCalendar}>
          {t('editor.files.calendar')}
        </button>
      </div>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {t(`editor.files.${problem}`)}
        </p>
      ) : null}
    </section>
  );
});
