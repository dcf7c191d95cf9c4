import { cn } from './cn';

/** A grey placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('rounded-xl bg-stone-200/80 motion-safe:animate-pulse', className)} />;
}
