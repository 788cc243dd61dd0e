import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TripImportDialog } from '../../components/trip-import-dialog';
import type { ContentEditorStore } from '../../stores/content-editor.store';
import { useEditorServices } from '../../stores/editor-services';
import { TripImportStore } from '../../stores/trip-import.store';

/** The trip editor's "Import GPX/KML": days and stops of a file added after the trip's own, in one save. */
export const TripImportPanel = observer(function TripImportPanel({ editor }: { readonly editor: ContentEditorStore }) {
  const { t, i18n } = useTranslation();
  const { tripImport } = useEditorServices();
  const [store, setStore] = useState<TripImportStore | null>(null);
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';
  const open = () =>
    setStore(
      new TripImportStore(
        tripImport,
        { kind: 'existing', document: () => editor.state?.document ?? null, saveChange: editor.saveChange },
        lang,
      ),
    );
  return (
    <section className="card stack" aria-labelledby="trip-import-title">
      <h2 id="trip-import-title" className="section-card__title">
        {t('editor.import.title')}
      </h2>
      <div>
        <button type="button" className="button button--secondary" disabled={!editor.state?.document} onClick={open}>
          {t('editor.import.open')}
        </button>
      </div>
      {store ? <TripImportDialog store={store} onClose={() => setStore(null)} /> : null}
    </section>
  );
});
