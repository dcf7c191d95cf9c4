import { cn } from '../../ui/cn';

/** Emoji stand-in for an item without an image (spec §2); decorative. */
export function FruitPlaceholder({ emoji, className }: { emoji: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex h-full w-full items-center justify-center bg-gradient-to-br from-leaf-50 via-cream-100 to-mango-100', className)}
    >
      <span className="flex size-28 items-center justify-center rounded-full bg-white/70 text-5xl shadow-inner shadow-mango-100 sm:size-32 sm:text-6xl">
        {emoji}
      </span>
    </div>
  );
}
