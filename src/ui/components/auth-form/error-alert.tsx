import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../domain/errors/app-error';
import { errorText } from './error-text';

/** A spec §8 error, translated, announced to screen readers. Renders nothing without an error. */
export function ErrorAlert({
  error,
  children,
}: {
  readonly error: AppError | null;
  readonly children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="alert alert--error" role="alert">
      {errorText(t, error)}
      {children}
    </div>
  );
}
