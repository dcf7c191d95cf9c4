const messages = {
  label: 'Upload progress',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  // Once every byte is sent the server still re-encodes each image (one at a time, a few seconds for a photo).
  processing: 'Preparing the images...',
} as const;

/** Spec §4 "uploading (with percent)": a native progress bar (no inline styles under the CSP) and the number. */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="space-y-1" data-upload-progress={percent}>
      <progress
        max={100}
        value={percent}
        aria-label={messages.label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-emerald-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-emerald-600"
      />
      <p className="text-xs font-medium text-slate-600" aria-live="polite">
        {messages.uploading(percent)}
      </p>
      {percent === 100 && <p className="text-xs text-slate-500">{messages.processing}</p>}
    </div>
  );
}
