import { useStores } from '../../stores/stores-context';

/**
 * The application services of the editor screens, from the RootStore (main.tsx takes them from the container).
 * The editing session and my contents download with the first editor screen: until then the screen suspends.
 */
export function useEditorServices() {
  const { services } = useStores();
  const { contentEditor, myContents } = services.contentEditing.read();
  return {
    contentEditor,
    myContents,
    media: services.media,
    places: services.places,
    tripImport: services.tripImport,
    wallet: services.wallet,
  };
}
