// The frame of every line icon, site and admin: decorative (aria-hidden; the text beside it names the action),
// 24-unit grid, drawn with the current text colour.
import type { ReactNode } from 'react';

export function LineIcon({ className, strokeWidth = 1.8, children }: { className?: string; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
