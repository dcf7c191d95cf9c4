// The varieties of a product: a list of short names (Fuji, Gala...), added, edited and removed by the owner.
import { useId } from 'react';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import { DraftRowsFrame } from '../../components/draft-rows-frame';
import { buttonClass, inputClass } from '../../components/styles';
import { type DraftRowsForm, type DraftRowsOptions, useDraftRows } from '../../components/use-draft-rows';
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

type VarietiesEditorProps = DraftRowsForm<VarietyDraft> & { varieties: VarietyDraft[] };

/** The varieties as rows of the form: their errors under varieties (varieties.2), a name given once. */
const varietyRows: DraftRowsOptions<VarietyDraft> = {
  name: 'varieties',
  limit: PRODUCT_DETAIL_LIMITS.varieties,
  blank: () => ({ key: nextRowKey(), name: '' }),
  uniqueText: (row) => row.name,
};

export function VarietiesEditor({ varieties, ...form }: VarietiesEditorProps) {
  const rows = useDraftRows(varieties, form, varietyRows);
  return (
    <DraftRowsFrame rows={rows} messages={varietiesMessages} className="space-y-3">
      <ul ref={rows.listRef} className="grid gap-3 sm:grid-cols-2">
        {varieties.map((row, index) => (
          <VarietyRow
            key={row.key}
            row={row}
            number={index + 1}
            error={form.errors[`varieties.${index}`] ?? rows.repeatError(index)}
            onName={(name) => rows.change(index, { name })}
            onEnter={rows.add}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </ul>
    </DraftRowsFrame>
  );
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
