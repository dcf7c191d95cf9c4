// The varieties of a product: a list of short names (Fuji, Gala...), added, edited and removed by the owner.
import { useEffect, useId, useRef } from 'react';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import { buttonClass, inputClass } from '../../components/styles';
import { nextRowKey, type VarietyDraft } from './product-draft';

export const varietiesMessages = {
  variety: (n: number) => `Variety ${n}`,
  placeholder: 'e.g. Royal Gala',
  add: 'Add Variety',
  remove: 'Remove',
  removeLabel: (name: string, n: number) => `Remove variety ${name || n}`,
  none: 'No varieties yet.',
  limit: `Up to ${PRODUCT_DETAIL_LIMITS.varieties} varieties. Enter in a name adds the next one.`,
} as const;

type VarietiesEditorProps = {
  varieties: VarietyDraft[];
  onChange: (varieties: VarietyDraft[]) => void;
  /** The form's errors by dot path (varieties, varieties.2). */
  errors: Record<string, string>;
  clear: (...keys: string[]) => void;
};

export function VarietiesEditor({ varieties, onChange, errors, clear }: VarietiesEditorProps) {
  const list = useRef<HTMLUListElement>(null);
  const added = useRef<number | null>(null);
  const full = varieties.length >= PRODUCT_DETAIL_LIMITS.varieties;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows, rendered, are the trigger; the row to focus is read from a ref
  useEffect(() => {
    if (added.current === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-variety="${added.current}"] input`)?.focus();
    added.current = null;
  }, [varieties]);

  const clearAll = () => clear(...Object.keys(errors).filter((key) => key === 'varieties' || key.startsWith('varieties.')));
  const add = () => {
    if (full) return;
    const row = { key: nextRowKey(), name: '' };
    added.current = row.key;
    clearAll();
    onChange([...varieties, row]);
  };

  return (
    <div className="space-y-3">
      {varieties.length === 0 ? <p className="text-sm text-slate-500">{varietiesMessages.none}</p> : null}
      <ul ref={list} className="grid gap-3 sm:grid-cols-2">
        {varieties.map((row, index) => (
          <VarietyRow
            key={row.key}
            row={row}
            number={index + 1}
            error={errors[`varieties.${index}`] ?? (errors.varieties && repeats(varieties, index) ? errors.varieties : undefined)}
            onName={(name) => {
              onChange(varieties.map((r, i) => (i === index ? { ...r, name } : r)));
              clear(`varieties.${index}`, 'varieties');
            }}
            onEnter={add}
            onRemove={() => {
              clearAll();
              onChange(varieties.filter((_, i) => i !== index));
            }}
          />
        ))}
      </ul>
      {errors.varieties && !varieties.some((_, index) => repeats(varieties, index)) ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.varieties}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={add} disabled={full}>
          {varietiesMessages.add}
        </button>
        <span className="text-xs text-slate-500">{varietiesMessages.limit}</span>
      </div>
    </div>
  );
}

function repeats(varieties: VarietyDraft[], index: number): boolean {
  const name = varieties[index]?.name.trim().toLocaleLowerCase('en');
  return Boolean(name) && varieties.slice(0, index).some((row) => row.name.trim().toLocaleLowerCase('en') === name);
}

type VarietyRowProps = {
  row: VarietyDraft;
  number: number;
  error: string | undefined;
  onName: (name: string) => void;
  onEnter: () => void;
  onRemove: () => void;
};

function VarietyRow({ row, number, error, onName, onEnter, onRemove }: VarietyRowProps) {
  const errorId = useId();
  return (
    <li data-variety={row.key} className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          aria-label={varietiesMessages.variety(number)}
          placeholder={varietiesMessages.placeholder}
          value={row.name}
          maxLength={PRODUCT_DETAIL_LIMITS.variety}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onName(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the next variety instead of saving the whole product.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter();
          }}
          className={inputClass}
        />
        <button
          type="button"
          className={buttonClass('dangerGhost', 'sm')}
          aria-label={varietiesMessages.removeLabel(row.name.trim(), number)}
          onClick={onRemove}
        >
          {varietiesMessages.remove}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}
