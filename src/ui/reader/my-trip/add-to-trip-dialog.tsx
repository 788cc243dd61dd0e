import './my-trip.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  AddedStop,
  MyTrip,
  MyTripsService,
  MyTripSummary,
  StopDay,
} from '../../../application/reader/my-trips.service';
import { CONTENT_LIMITS } from '../../../domain/content/content-rules';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import { loginRedirectTarget } from '../../../domain/routing/route-gate';
import { Routes } from '../../../domain/routing/routes';
import { fillPathParams } from '../../../domain/url/url-helpers';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';
import type { AddToTripPlace } from './add-to-trip-button';
import { withMyTripStrings } from './my-trip-strings';

export interface AddToTripDialogProps {
  readonly place: AddToTripPlace;
  readonly services: Pick<ReaderServices, 'myTrips'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  readonly returnPath: string;
  /** The content or trip page the dialog was opened on (none on a place's own page): its creator sees a trip add. */
  readonly fromContentId?: string;
  readonly onClose: () => void;
}

const NEW = 'new';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loadFailed'; readonly message: string }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'form'; readonly trips: readonly MyTripSummary[] }
  | { readonly kind: 'done'; readonly added: AddedStop };

/** The chosen trip's days as last read (null while they load, and for a new trip). */
type Days = { readonly tripId: string; readonly trip: MyTrip | null };

/**
 * "Add to my trip": pick one of my trips or a new one, the day (or a new day) and an optional arrival time; the place
 * is appended as a stop through the content module (MyTripsService: the revision check, one retry on a fresh
 * revision, never a doubled stop). A reader not signed in is sent to sign in and comes back to the page.
 */
export default function AddToTripDialog({
  place,
  services,
  t: readerT,
  lang,
  returnPath,
  fromContentId,
  onClose,
}: AddToTripDialogProps) {
  const t = useMemo(() => withMyTripStrings(readerT, lang), [readerT, lang]);
  const id = useId();
  const service = useRef<MyTripsService | null>(null);
  const tripSelect = useRef<HTMLSelectElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [tripId, setTripId] = useState<string>(NEW);
  const [days, setDays] = useState<Days | null>(null);
  const [day, setDay] = useState<string>(NEW);
  const [title, setTitle] = useState(() => t('readerMyTrip.defaultName', { name: place.name }));
  const [time, setTime] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const dayChosen = useRef(false);
  const picked = useRef<string>(NEW);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const trips = await services.myTrips();
        service.current = trips;
        if (!trips.mayAdd()) return live && setPhase({ kind: 'signIn' });
        const mine = await trips.trips();
        if (!live) return;
        if (mine === 'signIn') return setPhase({ kind: 'signIn' });
        setPhase({ kind: 'form', trips: mine });
        pickTrip(mine[0]?.contentId ?? NEW);
      } catch (failure) {
        if (live) setPhase({ kind: 'loadFailed', message: t(normalizeError(failure).messageKey) });
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per attempt
  }, [attempt]);

  const formShown = phase.kind === 'form';
  useEffect(() => {
    if (formShown) tripSelect.current?.focus();
  }, [formShown]);

  /** Chooses a trip and reads its days (the day defaults to the last one, or a new day for an empty trip). */
  function pickTrip(next: string) {
    if (next === tripId && next !== NEW && days?.tripId === next) return;
    dayChosen.current = false;
    picked.current = next;
    setTripId(next);
    setError(null);
    if (next === NEW) {
      setDays(null);
      setDay(NEW);
      return;
    }
    setDays({ tripId: next, trip: null });
    void readDays(next);
  }

  async function readDays(contentId: string) {
    try {
      const trip = await service.current?.trip(contentId);
      if (trip === 'signIn') return setPhase({ kind: 'signIn' });
      // The reader may have chosen another trip while this one's days were on their way.
      if (!trip || picked.current !== contentId) return;
      setDays({ tripId: contentId, trip });
      // The last day by default; a day the reader chose stays chosen while the trip still has it.
      const last = trip.days.length === 0 ? NEW : String(trip.days.length - 1);
      setDay((current) =>
        dayChosen.current && (current === NEW || Number(current) < trip.days.length) ? current : last,
      );
    } catch (failure) {
      setError(t(normalizeError(failure).messageKey));
    }
  }

  const chosen = days?.trip ?? null;
  const dayChoice: StopDay = day === NEW ? { kind: 'new' } : { kind: 'day', index: Number(day) };
  const ready = tripId === NEW || chosen !== null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !ready || !service.current) return;
    setSending(true);
    setError(null);
    try {
      const target =
        tripId === NEW || !chosen ? { kind: 'new' as const, title } : { kind: 'trip' as const, trip: chosen };
      const added = await service.current.add({
        target,
        day: dayChoice,
        locationId: place.locationId,
        time: time || null,
        fromContentId,
      });
      if (added === 'signIn') setPhase({ kind: 'signIn' });
      else setPhase({ kind: 'done', added });
    } catch (failure) {
      const problem = normalizeError(failure);
      setError(t(problem.messageKey));
      // The day may be gone (the trip was edited elsewhere): show the trip's days as they are now.
      if (problem.code === ErrorCode.tripDayNotFound && chosen) void readDays(chosen.contentId);
    } finally {
      setSending(false);
    }
  };

  const formId = `${id}-form`;
  const cancel = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {t('readerMyTrip.cancel')}
    </button>
  );
  const actions =
    phase.kind === 'form' ? (
      <>
        <button type="submit" form={formId} className="button" disabled={sending || !ready} aria-busy={sending}>
          {sending ? t('readerMyTrip.adding') : t('readerMyTrip.add')}
        </button>
        {cancel}
      </>
    ) : phase.kind === 'done' ? (
      <>
        <a
          className="button"
          href={fillPathParams(Routes.myContentEdit, { id: phase.added.trip.contentId })}
          data-testid="add-to-trip-editor"
        >
          {t('readerMyTrip.openEditor')}
        </a>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('readerMyTrip.close')}
        </button>
      </>
    ) : phase.kind === 'signIn' ? (
      <>
        <a className="button" href={loginRedirectTarget(returnPath, '')}>
          {t('readerMyTrip.signIn')}
        </a>
        {cancel}
      </>
    ) : phase.kind === 'loadFailed' ? (
      <>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('readerMyTrip.retry')}
        </button>
        {cancel}
      </>
    ) : (
      cancel
    );

  return (
    <ModalDialog title={t('readerMyTrip.title', { name: place.name })} actions={actions} onDismiss={onClose}>
      <div className="add-to-trip-dialog" data-testid="add-to-trip-dialog">
        {phase.kind === 'loading' ? (
          <p role="status">{t('readerMyTrip.loading')}</p>
        ) : phase.kind === 'loadFailed' ? (
          <p className="alert alert--error" role="alert">
            {t('readerMyTrip.loadFailed')} {phase.message}
          </p>
        ) : phase.kind === 'signIn' ? (
          <p>{t('readerMyTrip.signInHint')}</p>
        ) : phase.kind === 'done' ? (
          <p role="status" data-testid="add-to-trip-done">
            {t('readerMyTrip.added', {
              trip: phase.added.trip.title || t('readerMyTrip.untitled'),
              day: phase.added.dayNumber,
            })}
          </p>
        ) : (
          <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="add-to-trip-dialog__form">
            <div className="field">
              <label htmlFor={`${id}-trip`}>{t('readerMyTrip.trip')}</label>
              <select
                ref={tripSelect}
                id={`${id}-trip`}
                value={tripId}
                onChange={(event) => pickTrip(event.target.value)}
              >
                {phase.trips.map((trip) => (
                  <option key={trip.contentId} value={trip.contentId}>
                    {tripLabel(trip, t)}
                  </option>
                ))}
                <option value={NEW}>{t('readerMyTrip.newTrip')}</option>
              </select>
            </div>
            {tripId === NEW ? (
              <div className="field">
                <label htmlFor={`${id}-title`}>{t('readerMyTrip.tripName')}</label>
                <input
                  id={`${id}-title`}
                  type="text"
                  value={title}
                  maxLength={CONTENT_LIMITS.titleMax}
                  onChange={(event) => setTitle(event.target.value)}
                />
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={`${id}-day`}>{t('readerMyTrip.day')}</label>
              <select
                id={`${id}-day`}
                value={day}
                onChange={(event) => {
                  dayChosen.current = true;
                  setDay(event.target.value);
                }}
                disabled={!ready}
                aria-busy={!ready}
              >
                {(chosen?.days ?? []).map((shown, index) => (
                  <option key={shown.sectionId} value={String(index)}>
                    {shown.title
                      ? t('readerMyTrip.dayTitled', { number: index + 1, title: shown.title })
                      : t('readerMyTrip.dayNumber', { number: index + 1 })}
                  </option>
                ))}
                <option value={NEW}>{t('readerMyTrip.newDay', { number: (chosen?.days.length ?? 0) + 1 })}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-time`}>{t('readerMyTrip.time')}</label>
              <input
                id={`${id}-time`}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                aria-describedby={`${id}-time-hint`}
              />
              <p id={`${id}-time-hint`} className="field__hint">
                {t('readerMyTrip.timeHint')}
              </p>
            </div>
            {chosen?.status === 'published' ? <p className="muted">{t('readerMyTrip.publishedNote')}</p> : null}
            {error ? (
              <p className="alert alert--error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </ModalDialog>
  );
}

function tripLabel(trip: MyTripSummary, t: Translate): string {
  const title = trip.title || t('readerMyTrip.untitled');
  return trip.status === 'published' ? t('readerMyTrip.publishedTrip', { title }) : title;
}
