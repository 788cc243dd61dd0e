import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Routes } from '../../../../domain/routing/routes';
import { fillPathParams } from '../../../../domain/url/url-helpers';
import { TripImportDialog } from '../../components/trip-import-dialog';
import { useEditorServices } from '../../stores/editor-services';
import { TripImportStore } from '../../stores/trip-import.store';

/** "New trip from GPX/KML": the import's preview, then a new trip saved whole and opened in the editor. */
export const NewTripImport = observer(function NewTripImport() {
  const { t, i18n } = useTranslation();
  const { tripImport } = useEditorServices();
  const navigate = useNavigate();
  const [store, setStore] = useState<TripImportStore | null>(null);
  const lang = i18n.language.startsWith('th') ? 'th' : 'en';

  const open = () => setStore(new TripImportStore(tripImport, { kind: 'new', language: lang }, lang));
  const submitAndOpen = async (importing: TripImportStore) => {
    if (await importing.submit()) {
      void navigate(fillPathParams(Routes.myContentEdit, { id: importing.createdId ?? '' }));
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={open}>
        {t('editor.import.openNew')}
      </button>
      {store ? (
        <TripImportDialog store={store} onClose={() => setStore(null)} onSubmit={() => void submitAndOpen(store)} />
      ) : null}
    </>
  );
});
