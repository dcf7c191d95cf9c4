import type { ReactNode } from 'react';

/** A section's list or settings could not be loaded. */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {children}
    </p>
  );
}
