import './app-overlay.css';

export interface AppOverlayProps {
  readonly message: string;
  readonly tone?: 'busy' | 'error';
  readonly action?: { label: string; onClick: () => void };
}

/** Full-screen overlay of spec §2 "Overlays": initialising, loading configuration, or service unavailable. */
export function AppOverlay({ message, tone = 'busy', action }: AppOverlayProps) {
  return (
    <div
      className="app-overlay"
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      aria-busy={tone === 'busy'}
    >
      <div className="app-overlay__panel">
        {tone === 'busy' ? <span className="app-overlay__spinner" aria-hidden="true" /> : null}
        <p className="app-overlay__message">{message}</p>
        {action ? (
          <button type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
