import './upload-progress.css';

/** A visible upload progress bar (role progressbar, percent as text). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="upload-progress"
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-progress__text">{`${label} ${percent} %`}</span>
    </div>
  );
}
