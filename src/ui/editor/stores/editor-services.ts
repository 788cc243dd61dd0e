import { useStores } from '../../stores/stores-context';

/** The application services of the editor screens, from the RootStore (main.tsx takes them from the container). */
export function useEditorServices() {
  const { services } = useStores();
  return {
    contentEditor: services.contentEditor,
    myContents: services.myContents,
    media: services.media,
    places: services.places,
    tripImport: services.tripImport,
    wallet: services.wallet,
  };
}
