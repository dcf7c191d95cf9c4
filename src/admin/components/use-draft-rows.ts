// The rows of a list edited inside a form (a product's varieties, its origins). Each row carries a key of its own,
// so its inputs stay with it as rows come and go. A row added gets the focus; the form's errors for the list, named
// by dot path under the list's name (origins, origins.0.country), go as rows change: a row's own when it is edited,
// all of them when a row is added or removed (the rows after it change numbers).
import { useEffect, useRef } from 'react';
import { caseless } from '../../shared/unicode';
import type { FieldErrors } from './use-field-errors';

/** What the form gives a list's editor besides the rows: where a change goes, and its errors. */
export type DraftRowsForm<T> = {
  onChange: (rows: T[]) => void;
  /** The form's errors by dot path. */
  errors: FieldErrors;
  clear: (...keys: string[]) => void;
};

export type DraftRowsOptions<T> = {
  /** The list's name in the form's errors. */
  name: string;
  /** The most rows it takes. */
  limit: number;
  /** A new, empty row. */
  blank: () => T;
  /** The text no two rows may share (compared trimmed, in any case). */
  uniqueText: (row: T) => string;
};

export function useDraftRows<T extends { key: number }>(
  rows: T[],
  { onChange, errors, clear }: DraftRowsForm<T>,
  { name, limit, blank, uniqueText }: DraftRowsOptions<T>,
) {
  const listRef = useRef<HTMLOListElement & HTMLUListElement>(null);
  const added = useRef(false);
  const full = rows.length >= limit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows, rendered, are the trigger; whether one was added is read from a ref
  useEffect(() => {
    if (!added.current) return;
    listRef.current?.lastElementChild?.querySelector<HTMLInputElement>('input')?.focus();
    added.current = false;
  }, [rows]);

  const clearAll = () => clear(...Object.keys(errors).filter((key) => key === name || key.startsWith(`${name}.`)));

  /** Whether this row's text was already given by a row above it (the list's error then shows beside it). */
  const repeats = (index: number) => {
    const text = caseless(uniqueText(rows[index]!));
    return Boolean(text) && rows.slice(0, index).some((row) => caseless(uniqueText(row)) === text);
  };

  return {
    listRef,
    empty: rows.length === 0,
    full,
    add: () => {
      if (full) return;
      added.current = true;
      clearAll();
      onChange([...rows, blank()]);
    },
    remove: (index: number) => {
      clearAll();
      onChange(rows.filter((_, i) => i !== index));
    },
    /** Changes a row; `path` is the error it settles, after the row's number (country in origins.0.country). */
    change: (index: number, next: Partial<T>, path?: string) => {
      onChange(rows.map((row, i) => (i === index ? { ...row, ...next } : row)));
      clear(path ? `${name}.${index}.${path}` : `${name}.${index}`, name);
    },
    /** The list's error beside a row that repeats one above it. */
    repeatError: (index: number) => (repeats(index) ? errors[name] : undefined),
    /** The list's error below the rows, when no row repeats another. */
    listError: rows.some((_, index) => repeats(index)) ? undefined : errors[name],
  };
}
