import { useState } from 'react';
import { locationAsk, type LocationPermission } from '../../domain/places/location-permission';

/** Where a control that needs the reader's position stands: nothing shown, the reason shown, or blocked. */
export type LocationAskPhase = 'idle' | 'explaining' | 'blocked';

/**
 * "Near me" and "How far is it from me?" (ours, README design choices): pressed where the browser already
 * allows the position, they locate at once; where it would prompt, a sentence of why shows first and the
 * reader asks for the prompt themselves ("Use my location"); where it was refused, they say how to allow it.
 */
export function useLocationAsk(permission: () => Promise<LocationPermission>, locate: () => void) {
  const [phase, setPhase] = useState<LocationAskPhase>('idle');
  const press = () => {
    void permission().then((answer) => {
      const ask = locationAsk(answer);
      if (ask === 'locate') {
        setPhase('idle');
        locate();
      } else setPhase(ask === 'explain' ? 'explaining' : 'blocked');
    });
  };
  const confirm = () => {
    setPhase('idle');
    locate();
  };
  const dismiss = () => setPhase('idle');
  return { phase, press, confirm, dismiss };
}

export interface LocationAskNoteProps {
  readonly phase: LocationAskPhase;
  /** Why the position is wanted and that it stays on the device. */
  readonly why: string;
  readonly blocked: string;
  readonly confirmLabel: string;
  readonly dismissLabel: string;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** The sentence shown before the browser's prompt, with the two answers; or how to allow a blocked position. */
export function LocationAskNote({
  phase,
  why,
  blocked,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onDismiss,
}: LocationAskNoteProps) {
  if (phase === 'blocked') {
    return (
      <p className="location-ask location-ask--blocked" role="status">
        {blocked}
      </p>
    );
  }
  if (phase !== 'explaining') return null;
  return (
    <div className="location-ask" role="group" aria-label={why}>
      <p className="location-ask__why">{why}</p>
      <div className="location-ask__actions">
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          {dismissLabel}
        </button>
      </div>
    </div>
  );
}
