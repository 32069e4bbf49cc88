import { m } from '@shared/i18n/messages';

/** A labelled progress bar for an upload in flight. */
export function UploadProgress({ value, label = m.ui_upload_progress() }: { value: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}
