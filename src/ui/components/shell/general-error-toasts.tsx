import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useStores } from '../../stores/stores-context';

/**
 * Spec §4 Flags: "A general error is shown as an error toast and then cleared". Clearing right away
 * makes it show once, also when StrictMode runs the effect twice.
 */
export function GeneralErrorToasts() {
  const { auth } = useStores();
  const { t } = useTranslation();
  useEffect(
    () =>
      reaction(
        () => auth.state.generalError,
        (error) => {
          if (!error) return;
          toast.error(t(error.messageKey));
          auth.auth.clearGeneralError();
        },
        { fireImmediately: true },
      ),
    [auth, t],
  );
  return null;
}
