import { useTranslation } from 'react-i18next';
import type { SaveIndicator } from '../stores/content-editor.store';

/** The visible autosave state: Saving…, Saved, Offline — changes kept on this device, Conflict. */
export function StatusPill({ indicator }: { readonly indicator: SaveIndicator }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-pill status-pill--${indicator}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {t(`editor.status.${indicator}`)}
    </span>
  );
}
