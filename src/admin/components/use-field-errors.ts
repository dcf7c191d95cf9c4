// A form's field errors: set all at once on submit, and each one cleared as soon as its field changes, so a
// message never stays beside a field the owner has already corrected.
import { useCallback, useState } from 'react';
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Forgets the errors of these fields (a change to one field can settle another's, e.g. a confirmation). */
  const clear = useCallback((...keys: string[]) => {
    setErrors((now) => {
      if (!keys.some((key) => key in now)) return now;
      const next = { ...now };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/**
 * Field errors of a failed valibot parse by dot path (name, origins.1.months, days.3.closes), the way the server
 * names them, the first message of each.
 */
export function dotPathErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in found)) found[key] = issue.message;
  }
  return found;
}
