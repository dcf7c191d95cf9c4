// After a failed check or a refused save, the first field marked invalid takes focus and is scrolled to the middle:
// on a phone the error may be above the fold, under the toast, and a screen reader then reads the field and its error.
import { useEffect, useRef } from 'react';
import type { FieldErrors } from './use-field-errors';

/** Returns `request(form)`: call it as the errors are set; once they are rendered, the form's first invalid field is focused. */
export function useFocusFirstInvalid(errors: FieldErrors): (form: HTMLFormElement) => void {
  const requested = useRef<HTMLFormElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new errors, rendered, are the trigger
  useEffect(() => {
    const form = requested.current;
    requested.current = null;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [errors]);
  return (form) => {
    requested.current = form;
  };
}
