import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { showToast } from '../toasts/toast-loader';

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
          const message = t(error.messageKey);
          auth.auth.clearGeneralError();
          // react-toastify loads with the first toast (issue 11); a failed download drops this toast only.
          showToast(({ toast }) => toast.error(message));
        },
        { fireImmediately: true },
      ),
    [auth, t],
  );
  return null;
}
