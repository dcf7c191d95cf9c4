import type { ReactNode } from 'react';
import { buttonClass } from './styles';

/**
 * A small button for an action on one item of a list (Edit, Delete, Upload): its visible text is the action, its
 * accessible name also names the item ("Edit Apples").
 */
export function ItemButton({
  variant = 'secondary',
  label,
  onClick,
  className,
  children,
}: {
  variant?: 'primary' | 'secondary' | 'dangerGhost';
  label: string;
  onClick: () => void;
  /** Its place in the row. */
  className?: string;
  children: ReactNode;
}) {
  const classes = buttonClass(variant, 'sm');
  return (
    <button type="button" className={className ? `${classes} ${className}` : classes} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
