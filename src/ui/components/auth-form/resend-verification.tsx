import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';
import type { ResendVerificationStore } from './resend-verification.store';

/** What the last resend did: sent (a status), or why not (an alert). */
export const ResendVerificationStatus = observer(function ResendVerificationStatus({
  store,
}: {
  readonly store: ResendVerificationStore;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={store.error} />
      {store.resent ? (
        <p className="alert alert--info" role="status">
          {t('verifyEmail.resent')}
        </p>
      ) : null}
    </>
  );
});

/** The resend button, resting (with its countdown) after a send. */
export const ResendVerificationButton = observer(function ResendVerificationButton({
  store,
  label,
  onResend = store.resend,
  className = 'button button--secondary',
}: {
  readonly store: ResendVerificationStore;
  readonly label: string;
  readonly onResend?: () => Promise<void>;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} disabled={store.cooldown > 0} onClick={() => void onResend()}>
      {store.cooldown > 0 ? t('verifyEmail.resendIn', { count: store.cooldown }) : label}
    </button>
  );
});
