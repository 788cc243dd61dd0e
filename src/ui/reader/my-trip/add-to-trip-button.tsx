import { lazy, Suspense } from 'react';
import type { ReaderLanguage, Translate } from '../../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { useDialogTrigger } from '../dialog-trigger';

const AddToTripDialog = lazy(() => import('./add-to-trip-dialog'));

export interface AddToTripPlace {
  readonly locationId: string;
  /** The place's name in the page's language. */
  readonly name: string;
}

interface Props {
  readonly place: AddToTripPlace;
  readonly services: Pick<ReaderServices, 'myTrips' | 'session'>;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
  /** The page to come back to after signing in. */
  readonly returnPath: string;
  /** The content whose page holds the button (not on a place's own page): the add is a trip add in its stats. */
  readonly fromContentId?: string;
}

/**
 * "Add to my trip" beside a place: the dialog, its strings and the trip calls are one lazy chunk, downloaded on the
 * first press, so readers who never plan a trip never pay for them. Focus goes back to the button on close.
 */
export function AddToTripButton({ place, services, t, lang, returnPath, fromContentId }: Props) {
  const { interactive, open, show, trigger, close } = useDialogTrigger();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary add-to-trip"
        aria-haspopup="dialog"
        aria-label={t('reader.myTrip.addLabel', { name: place.name })}
        onClick={show}
        disabled={!interactive}
        data-testid="add-to-trip"
      >
        {t('reader.myTrip.add')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToTripDialog
            place={place}
            services={services}
            t={t}
            lang={lang}
            returnPath={returnPath}
            fromContentId={fromContentId}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
