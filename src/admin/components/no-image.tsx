import { ImageIcon } from '../../ui/icons';

const messages = { none: 'No image' } as const;

/** Where an entity has no image yet: a calm placeholder that says so, instead of a fruit that may be the wrong one. */
export function NoImage({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600">
      <ImageIcon className={compact ? 'h-5 w-5 shrink-0' : 'h-8 w-8 shrink-0'} />
      {compact ? <span className="sr-only">{messages.none}</span> : <span className="text-xs font-medium">{messages.none}</span>}
    </div>
  );
}
