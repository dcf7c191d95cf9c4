import { ImageIcon } from '../../ui/icons';

/** Where an entity has no image yet: a calm placeholder that says so, instead of a fruit that may be the wrong one. */
export function NoImage({ label = 'No image', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600">
      <ImageIcon className={compact ? 'h-5 w-5 shrink-0' : 'h-8 w-8 shrink-0'} />
      {compact ? <span className="sr-only">{label}</span> : <span className="text-xs font-medium">{label}</span>}
    </div>
  );
}
