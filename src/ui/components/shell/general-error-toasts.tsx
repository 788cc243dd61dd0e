import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';

/**
 * Spec §4 Flags: "A general error is shown as an error toast and then cleared". Clearing right away
 * makes it show once, also when StrictMode runs the effect twice. `onToast` asks the shell for its toast host
 * (downloaded when first wanted); a toast raised before the host is up waits for it.
 */
export function GeneralErrorToasts({ onToast }: { readonly onToast: () => void }) {
  const { auth } = useStores();
  const { t } = useTranslation();
  useEffect(
    () =>
      reaction(
        () => auth.state.generalError,
        (error) => {
          if (!error) return;
          const message = t(error.messageKey);
          auth.auth.clearGeneralError();
          onToast();
          void import('react-toastify/unstyled').then(({ toast }) => toast.error(message)).catch(() => undefined);
        },
        { fireImmediately: true },
      ),
    [auth, t, onToast],
  );
  return null;
}
