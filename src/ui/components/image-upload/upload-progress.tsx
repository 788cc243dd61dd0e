import './image-upload.css';
/** A labelled progress bar for an upload; screen readers hear the percentage. */
export function UploadProgress({ fraction, label }: { readonly fraction: number; readonly label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div className="stack upload-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="field__hint">
        {label} {percent}%
      </span>
    </div>
  );
}
