import type { ReaderLanguage, Translate } from '../../infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../infrastructure/reader/reader-services';

/** Props of every reader page (see the contract in reader-main.tsx). */
export interface ReaderPageProps {
  /** The wire JSON the server embedded for this page, or null (dev server, not found): then the page fetches. */
  readonly initialData: unknown | null;
  readonly services: ReaderServices;
  readonly t: Translate;
  readonly lang: ReaderLanguage;
}
