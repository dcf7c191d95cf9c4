// Availability: every active product's origins in one list, each status set with one tap and saved at once, with
// Undo in the toast. Built for the owner's phone at the shop: big buttons, one column, filters at the top.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  AVAILABILITY_STATUSES,
  AVAILABILITY_TEXT,
  type AvailabilityEntry,
  type AvailabilityItem,
  type AvailabilityList,
  type AvailabilityStatus,
  TRANSPORT_MODES,
  type TradeSettings,
  type TransportMode,
} from '../../../shared/availability/availability';
import { AVAILABILITY_NOTE_LIMIT, PRICE_BASIS_LIMIT } from '../../../shared/availability/availability-schema';
import { formatCalendarDay } from '../../../shared/format';
import { ApiRequestError, errorMessage } from '../../../shared/http-client';
import { indiaDate } from '../../../shared/india-time';
import { monthRanges } from '../../../shared/seasons/seasons';
import { Skeleton } from '../../../ui/skeleton';
import { SelectField, TextField } from '../../components/field';
import { LoadFailed } from '../../components/load-failed';
import { QueryView } from '../../components/query-view';
import { badgeClass, buttonClass, cardClass, focusClass, inputClass, labelClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { SingleRecordTranslations } from '../../components/translations-card';
import type { AvailabilityChange } from '../../data/api';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';

export const availabilityMessages = {
  title: 'Availability',
  description: 'What is in stock and arriving, per product and origin. Each tap saves at once and shows on the site straight away.',
  loadFailed: 'Failed to load availability',
  category: 'Category',
  allCategories: 'All categories',
  show: 'Show',
  filters: {
    all: 'All statuses',
    stale: 'Stale',
    unset: 'Not set',
    in_stock: 'In stock',
    arriving: 'Arriving',
    sold_out: 'Sold out',
  } as Record<StatusFilter, string>,
  count: (shown: number, total: number) => (shown === total ? `${total} origins` : `${shown} of ${total} origins`),
  staleCount: (n: number) => (n === 1 ? '1 status is stale' : `${n} statuses are stale`),
  none: 'No origins match. Products get their origins in their editor (Products, then Edit details).',
  noOrigins: 'No active product has an origin yet. Add origins in a product’s editor (Products, then Edit details).',
  hidden: 'Category off: not on the site',
  buttons: { in_stock: 'In stock', arriving: 'Arriving', sold_out: 'Sold out' } as Record<AvailabilityStatus, string>,
  setLabel: (status: string, product: string, country: string) => `${status}: ${product} from ${country}`,
  clear: 'Clear',
  clearLabel: (product: string, country: string) => `Clear the status of ${product} from ${country}`,
  notSet: 'Not set: the site shows the season',
  shows: (label: string) => `Site shows: ${label}`,
  setOn: (day: string) => `set ${formatCalendarDay(day)}`,
  stale: 'Stale',
  staleDetail: (days: number) => `Older than ${days} days, or its arrival day has passed: the site asks buyers to call.`,
  usually: (mode: string) => `usually ${mode}`,
  expectedOn: 'Expected on',
  mode: 'By',
  note: 'Note (optional)',
  notePlaceholder: 'e.g. container due at Nhava Sheva',
  saveNote: 'Save note',
  saving: 'Saving…',
  saved: (product: string, country: string) => `${product} from ${country}`,
  savedStatus: (label: string) => `Now: ${label}. Saved, and on the site.`,
  undo: 'Undo',
  undone: 'Change undone',
  undoneDetail: (product: string, country: string) => `${product} from ${country} is back as it was.`,
  failed: 'Failed to save availability',
  undoFailed: 'Failed to undo the change',
  tryAgain: 'Please try again.',
  settingsTitle: 'Trade settings',
  staleDays: 'Days a status stands',
  staleDaysHint: 'After this many days a status shows as “Ask for current availability”, until you set it again.',
  priceDays: 'Days a price stands',
  priceDaysHint: 'A product’s indicative price disappears this many days after its date (0: on its own day only).',
  priceBasis: 'How prices work',
  priceBasisHint: 'Shown with every product, e.g. “Prices on request, ex-APMC Vashi; fresh fruit carries no GST.”',
  priceBasisTranslationsTitle: 'How prices work: translations',
  priceBasisTranslationsDescription:
    'The same line in Hindi, Marathi and Arabic, on every product page, saved with the button below. Keep APMC and GST as they are. Left empty, it shows in English.',
  saveSettings: 'Save Trade Settings',
  settingsSaved: 'Trade settings updated successfully',
  settingsFailed: 'Failed to update trade settings',
};

const messages = availabilityMessages;

type StatusFilter = 'all' | 'stale' | 'unset' | AvailabilityStatus;
const STATUS_FILTERS: StatusFilter[] = ['all', 'stale', 'unset', ...AVAILABILITY_STATUSES];

const rowKey = (item: Pick<AvailabilityItem, 'productId' | 'country'>) => `${item.productId} ${item.country}`;

function matches(item: AvailabilityItem, status: StatusFilter, categoryId: number | null): boolean {
  if (categoryId !== null && item.categoryId !== categoryId) return false;
  switch (status) {
    case 'all':
      return true;
    case 'stale':
      return item.stale;
    case 'unset':
      return item.entry === null;
    default:
      return item.entry?.status === status;
  }
}

/** The entry's fields as a PUT sends them back (Undo), or a clear when there was none. */
const restoring = (country: string, previous: AvailabilityEntry | null): AvailabilityChange['input'] =>
  previous ? { country, ...previous } : { country, status: null };

export function AvailabilitySection() {
  const list = useQuery(queries.availability);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <QueryView query={list} pending={<AvailabilitySkeleton />} failed={<LoadFailed>{messages.loadFailed}</LoadFailed>}>
        {(data) => (
          <>
            <Filters data={data} status={status} onStatus={setStatus} categoryId={categoryId} onCategory={setCategoryId} />
            <AvailabilityRows data={data} items={data.items.filter((item) => matches(item, status, categoryId))} />
            <TradeSettingsForm />
          </>
        )}
      </QueryView>
    </>
  );
}

function Filters({
  data,
  status,
  onStatus,
  categoryId,
  onCategory,
}: {
  data: AvailabilityList;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  categoryId: number | null;
  onCategory: (id: number | null) => void;
}) {
  const categories = [...new Map(data.items.map((i) => [i.categoryId, i.categoryName])).entries()];
  const staleCount = data.items.filter((i) => i.stale).length;
  const shown = data.items.filter((item) => matches(item, status, categoryId)).length;
  return (
    <div className="mb-4 space-y-3">
      {staleCount > 0 ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {messages.staleCount(staleCount)}.{' '}
          <button type="button" className={`font-semibold underline underline-offset-2 ${focusClass}`} onClick={() => onStatus('stale')}>
            {messages.filters.stale}
          </button>
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="sm:w-56">
          <SelectField label={messages.show} value={status} onChange={(e) => onStatus(e.currentTarget.value as StatusFilter)}>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filter === 'stale' ? `${messages.filters.stale} (${staleCount})` : messages.filters[filter]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:w-56">
          <SelectField
            label={messages.category}
            value={categoryId === null ? '' : String(categoryId)}
            onChange={(e) => onCategory(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">{messages.allCategories}</option>
            {categories.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        <p role="status" className="col-span-2 text-sm text-slate-600 sm:ml-auto sm:pb-2">
          {messages.count(shown, data.items.length)}
        </p>
      </div>
    </div>
  );
}

function AvailabilityRows({ data, items }: { data: AvailabilityList; items: AvailabilityItem[] }) {
  const { toast } = useToast();
  const save = useMutation(mutations.availability.set);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  /** Saves one change; its toast offers Undo, which puts the entry it replaced back as it was. */
  const change = (item: AvailabilityItem, input: AvailabilityChange['input'], undo = false) => {
    const key = rowKey(item);
    setSaving((s) => new Set(s).add(key));
    save.mutate(
      { productId: item.productId, input },
      {
        onSuccess: ({ item: saved, previous }) => {
          if (undo) {
            toast({ title: messages.undone, description: messages.undoneDetail(item.productName, item.country) });
            return;
          }
          toast({
            title: messages.saved(item.productName, item.country),
            description: messages.savedStatus(saved.view.label),
            action: { label: messages.undo, onAction: () => change(item, restoring(item.country, previous), true) },
          });
        },
        onError: (error) =>
          toast({
            title: undo ? messages.undoFailed : messages.failed,
            description: errorMessage(error, messages.tryAgain),
            variant: 'destructive',
          }),
        onSettled: () =>
          setSaving((s) => {
            const next = new Set(s);
            next.delete(key);
            return next;
          }),
      },
    );
  };

  if (data.items.length === 0) return <p className={`${cardClass} p-6 text-center text-slate-600`}>{messages.noOrigins}</p>;
  if (items.length === 0) return <p className={`${cardClass} p-6 text-center text-slate-600`}>{messages.none}</p>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <AvailabilityRow
          key={rowKey(item)}
          item={item}
          staleAfterDays={data.staleAfterDays}
          busy={saving.has(rowKey(item))}
          onChange={(input) => change(item, { country: item.country, ...input })}
        />
      ))}
    </ul>
  );
}

type RowChange = Omit<AvailabilityChange['input'], 'country'>;

function AvailabilityRow({
  item,
  staleAfterDays,
  busy,
  onChange,
}: {
  item: AvailabilityItem;
  staleAfterDays: number;
  busy: boolean;
  onChange: (input: RowChange) => void;
}) {
  const current = item.entry?.status ?? null;
  // Arriving is chosen before its day is: the fields open, and the first day picked saves it.
  const [arrivingOpen, setArrivingOpen] = useState(false);
  const showArrival = current === 'arriving' || arrivingOpen;
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      aria-busy={busy}
      data-availability-row={rowKey(item)}
      className={`${cardClass} p-3 sm:p-4 ${item.stale ? 'border-amber-300' : ''}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {item.productName} <span className="font-normal text-slate-600">from</span> {item.country}
        </h2>
        <span className="text-xs text-slate-500">
          {item.categoryName} · {monthRanges(item.months)}
          {item.usualMode ? ` · ${messages.usually(AVAILABILITY_TEXT.byMode[item.usualMode])}` : ''}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {item.stale ? <span className={badgeClass.amber}>{messages.stale}</span> : null}
        {!item.isPublic ? <span className={badgeClass.gray}>{messages.hidden}</span> : null}
        <span>
          {item.entry ? messages.shows(item.view.label) : messages.notSet}
          {item.entry ? ` (${messages.setOn(indiaDate(item.entry.setAt))})` : ''}
        </span>
        {busy ? <span className="text-slate-500">{messages.saving}</span> : null}
      </p>
      {item.stale ? <p className="mt-1 text-xs text-amber-800">{messages.staleDetail(staleAfterDays)}</p> : null}
      <div className="mt-3 grid grid-cols-4 gap-2">
        {AVAILABILITY_STATUSES.map((status) => {
          const pressed = status === 'arriving' ? showArrival : current === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={pressed}
              aria-label={messages.setLabel(messages.buttons[status], item.productName, item.country)}
              disabled={busy}
              onClick={() => {
                if (status === 'arriving') {
                  setArrivingOpen(true);
                  return;
                }
                setArrivingOpen(false);
                if (current !== status || item.stale) onChange({ status });
              }}
              className={`min-h-11 rounded-md border px-1 text-sm font-semibold transition-colors disabled:opacity-60 ${focusClass} ${
                pressed ? PRESSED[status] : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {messages.buttons[status]}
            </button>
          );
        })}
        <button
          type="button"
          aria-label={messages.clearLabel(item.productName, item.country)}
          disabled={busy || (current === null && !arrivingOpen)}
          onClick={() => {
            setArrivingOpen(false);
            if (current !== null) onChange({ status: null });
          }}
          className={`min-h-11 rounded-md border border-slate-300 bg-white px-1 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40 ${focusClass}`}
        >
          {messages.clear}
        </button>
      </div>
      {showArrival ? <ArrivalFields item={item} busy={busy} onChange={onChange} /> : null}
    </li>
  );
}

const PRESSED: Record<AvailabilityStatus, string> = {
  in_stock: 'border-emerald-700 bg-emerald-700 text-white',
  arriving: 'border-amber-500 bg-amber-100 text-amber-950',
  sold_out: 'border-slate-600 bg-slate-600 text-white',
};

/** The arrival's day (a date picker), sea or air, and a note; each saves as it changes. */
function ArrivalFields({ item, busy, onChange }: { item: AvailabilityItem; busy: boolean; onChange: (input: RowChange) => void }) {
  const entry = item.entry?.status === 'arriving' ? item.entry : null;
  const [mode, setMode] = useState<TransportMode>(entry?.mode ?? item.usualMode ?? 'sea');
  const [note, setNote] = useState(entry?.note ?? '');
  const dateId = useId();
  const today = indiaDate(Date.now());
  const send = (changes: { expectedOn?: string; mode?: TransportMode; note?: string }) => {
    const expectedOn = changes.expectedOn ?? entry?.expectedOn;
    if (!expectedOn) return;
    onChange({ status: 'arriving', expectedOn, mode: changes.mode ?? mode, note: changes.note ?? note });
  };
  const onNote = (event: FormEvent) => {
    event.preventDefault();
    if (entry && note.trim() !== entry.note) send({ note: note.trim() });
  };
  return (
    <div className="mt-3 grid gap-3 rounded-md bg-amber-50/60 p-3 sm:grid-cols-[12rem_auto_1fr] sm:items-end">
      <div>
        <label htmlFor={dateId} className={labelClass}>
          {messages.expectedOn}
        </label>
        <input
          id={dateId}
          type="date"
          min={today}
          value={entry?.expectedOn ?? ''}
          disabled={busy}
          onChange={(e) => {
            if (e.currentTarget.value) send({ expectedOn: e.currentTarget.value });
          }}
          className={`${inputClass} mt-1 min-h-11`}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>{messages.mode}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {TRANSPORT_MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              disabled={busy}
              onClick={() => {
                setMode(m);
                if (entry && entry.mode !== m) send({ mode: m });
              }}
              className={`min-h-11 rounded-md border px-4 text-sm font-semibold capitalize ${focusClass} ${
                mode === m ? 'border-amber-500 bg-amber-100 text-amber-950' : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              {m}
            </button>
          ))}
        </div>
      </fieldset>
      <form onSubmit={onNote} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={messages.note}
            placeholder={messages.notePlaceholder}
            value={note}
            maxLength={AVAILABILITY_NOTE_LIMIT}
            disabled={busy || !entry}
            onChange={(e) => setNote(e.currentTarget.value)}
            onBlur={onNote}
          />
        </div>
        <button type="submit" className={`${buttonClass('secondary', 'md')} min-h-11`} disabled={busy || !entry}>
          {messages.saveNote}
        </button>
      </form>
    </div>
  );
}

/** The trade settings, saved together: how long a status and a price stand, and how prices work. */
function TradeSettingsForm() {
  const settings = useQuery(queries.tradeSettings);
  if (!settings.data) return null;
  return (
    <>
      <TradeSettingsFields key={JSON.stringify(settings.data)} settings={settings.data} />
      <PriceBasisTranslations />
    </>
  );
}

/** A number of days from `min` to 90, as both day settings take it. */
const daysInput = (min: number) => ({ type: 'number', inputMode: 'numeric', min, max: 90, required: true }) as const;

function TradeSettingsFields({ settings }: { settings: TradeSettings }) {
  const { toast } = useToast();
  const [staleDays, setStaleDays] = useState(String(settings.staleAfterDays));
  const [priceDays, setPriceDays] = useState(String(settings.priceMaxAgeDays));
  const [basis, setBasis] = useState(settings.priceBasis);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A number of days: its input's limits, its value and error, and its change. */
  const days = (min: number, field: string, value: string, set: (value: string) => void) => ({
    ...daysInput(min),
    value,
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.currentTarget.value),
  });
  const save = useMutation({
    ...mutations.availability.updateTradeSettings,
    onSuccess: () => {
      setErrors({});
      toast({ title: messages.settingsSaved });
    },
    onError: (error) => {
      setErrors(error instanceof ApiRequestError ? (error.fields ?? {}) : {});
      toast({ title: messages.settingsFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
    },
  });
  return (
    <form
      aria-labelledby="trade-settings-title"
      className={`${cardClass} mt-8 space-y-4 p-4`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ staleAfterDays: Number(staleDays), priceMaxAgeDays: Number(priceDays), priceBasis: basis });
      }}
    >
      <h2 id="trade-settings-title" className="text-base font-semibold text-slate-900">
        {messages.settingsTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={messages.staleDays} hint={messages.staleDaysHint} {...days(1, 'staleAfterDays', staleDays, setStaleDays)} />
        <TextField label={messages.priceDays} hint={messages.priceDaysHint} {...days(0, 'priceMaxAgeDays', priceDays, setPriceDays)} />
      </div>
      <TextField
        label={messages.priceBasis}
        hint={messages.priceBasisHint}
        required
        maxLength={PRICE_BASIS_LIMIT}
        value={basis}
        error={errors.priceBasis}
        onChange={(e) => setBasis(e.currentTarget.value)}
      />
      <button type="submit" className={`${buttonClass('primary', 'md')} min-h-11`} disabled={save.isPending}>
        {messages.saveSettings}
      </button>
    </form>
  );
}

/** How prices work in the other languages, below its English (the trade settings are record 0 of their kind). */
function PriceBasisTranslations() {
  return (
    <SingleRecordTranslations
      kind="trade-settings"
      title={messages.priceBasisTranslationsTitle}
      description={messages.priceBasisTranslationsDescription}
      className="mt-6 space-y-3"
    />
  );
}

function AvailabilitySkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={`${cardClass} p-4`}>
          <Skeleton className="h-5 w-56 max-w-full" />
          <Skeleton className="mt-2 h-4 w-40" />
          <div className="mt-3 grid grid-cols-4 gap-2">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-11" />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
