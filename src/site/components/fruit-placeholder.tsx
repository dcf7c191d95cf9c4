import { cn } from '../../ui/cn';

/**
 * Stand-in for an item without an image (spec §2); decorative. A drawn fruit in the site's colours rather than an
 * emoji: with no emoji font (Debian's Chromium, some Linux desktops) an emoji shows as an empty box.
 */
export function FruitPlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex h-full w-full items-center justify-center bg-gradient-to-br from-leaf-50 via-cream-100 to-mango-100', className)}
    >
      <span className="flex size-28 items-center justify-center rounded-full bg-white/70 shadow-inner shadow-mango-100 sm:size-32">
        <FruitMark className="size-16 sm:size-20" />
      </span>
    </div>
  );
}

/** The drawn fruit of the placeholder, for decorative spots (the 404 and maintenance pages, an empty list): no font needed. */
export function FruitMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <path fill="#ffa823" d="M32 19c5-4 15-5 20 2 5 7 4 19-1 27-5 8-12 11-19 8-7 3-14 0-19-8-5-8-6-20-1-27 5-7 15-6 20-2z" />
      <path fill="#dd6002" fillOpacity=".22" d="M51 21c5 7 4 19-1 27-5 8-12 11-19 8 11-4 20-19 20-35z" />
      <ellipse cx="20" cy="29" rx="3.5" ry="7" transform="rotate(25 20 29)" fill="#fff" fillOpacity=".55" />
      <path fill="none" stroke="#6b3f1d" strokeWidth="3" strokeLinecap="round" d="M32 20c0-5 1-8 4-11" />
      <path fill="#4a9237" d="M35 13c4-6 12-8 19-5-5 6-13 8-19 5z" />
      <path fill="none" stroke="#2c5d22" strokeOpacity=".6" strokeWidth="1.2" strokeLinecap="round" d="M36 12.5c5-2 10-3.5 16-4" />
    </svg>
  );
}
