// Supplier countries or cities served: add by name, rename, switch each on or off, reorder, delete (after asking).
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import type { NamedFact } from '../../../shared/company';
import { namedFactInputSchema } from '../../../shared/schemas/company';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { ItemButton } from '../../components/item-button';
import { SettingsCard } from '../../components/settings-card';
import { buttonClass } from '../../components/styles';
import { TranslationCoverage, TranslationsCard } from '../../components/translations-card';
import { activeNameClass, CompanyListRows, listMessages, SwitchedEntry } from './company-list-rows';
import { useListWrites } from './use-company-write';

export type NamedListMessages = {
  id: string;
  title: string;
  description: string;
  newLabel: string;
  placeholder: string;
  add: string;
  added: (name: string) => string;
  updated: (name: string) => string;
  deleted: (name: string) => string;
  count: (active: number) => string;
};

/** A list's texts from the names of one entry and of several ("country", "countries") and its own words. */
export function namedListMessages(
  one: string,
  many: string,
  own: Pick<NamedListMessages, 'title' | 'description' | 'placeholder'>,
): NamedListMessages {
  const noun = one.charAt(0).toUpperCase() + one.slice(1);
  return {
    id: `${many}-title`,
    ...own,
    newLabel: `New ${one}`,
    add: `Add ${noun}`,
    added: (name) => `${noun} ${name} added successfully`,
    updated: (name) => `${noun} ${name} updated successfully`,
    deleted: (name) => `${noun} ${name} deleted successfully`,
    count: (n) => `${n} active ${n === 1 ? one : many} on the site`,
  };
}

export const namedListTranslateMessages = {
  translate: 'Translate',
  translateLabel: (name: string) => `Translate ${name}`,
  title: (name: string) => `${name} in other languages`,
} as const;

export function NamedListCard({
  list,
  entries,
  messages,
  translatable = false,
}: {
  list: 'countries' | 'cities';
  entries: readonly NamedFact[];
  messages: NamedListMessages;
  /** Each name is translated (the cities): a Translate action on each, and how many are translated. */
  translatable?: boolean;
}) {
  const writes = useListWrites(list);
  const { busy, save } = writes;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The entry being renamed (one at a time), with the name as typed so far.
  const [renaming, setRenaming] = useState<{ entry: NamedFact; name: string; error?: string } | null>(null);
  const [translating, setTranslating] = useState<NamedFact | null>(null);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const checked = v.safeParse(namedFactInputSchema, { name: renaming.name, isActive: renaming.entry.isActive });
    if (!checked.success) {
      setRenaming({ ...renaming, error: checked.issues[0]?.message });
      return;
    }
    const { entry } = renaming;
    if (await save.run({ id: entry.id, input: checked.output }, messages.updated(checked.output.name))) setRenaming(null);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(namedFactInputSchema, { name, isActive: true });
    if (!checked.success) {
      setError(checked.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await save.run({ id: null, input: checked.output }, messages.added(checked.output.name))) setName('');
  };

  return (
    <SettingsCard id={messages.id} title={messages.title} description={messages.description}>
      <p className="text-sm font-medium text-slate-700">{messages.count(entries.filter((e) => e.isActive).length)}</p>
      {translatable ? <TranslationCoverage kind="city" /> : null}
      <form onSubmit={add} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-48 flex-1">
          <TextField
            label={messages.newLabel}
            placeholder={messages.placeholder}
            value={name}
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {messages.add}
        </button>
      </form>
      <CompanyListRows
        title={messages.title}
        entries={entries}
        writes={writes}
        action={{ text: 'Rename', label: listMessages.rename, onClick: (entry) => setRenaming({ entry, name: entry.name }) }}
        more={
          translatable
            ? (entry) => (
                <ItemButton label={namedListTranslateMessages.translateLabel(entry.name)} onClick={() => setTranslating(entry)}>
                  {namedListTranslateMessages.translate}
                </ItemButton>
              )
            : undefined
        }
        deleted={messages.deleted}
      >
        {(entry) =>
          renaming?.entry.id === entry.id ? (
            <form onSubmit={rename} className="flex flex-wrap items-end gap-2" noValidate>
              <div className="min-w-40 flex-1">
                <TextField
                  label={`New name for ${entry.name}`}
                  value={renaming.name}
                  error={renaming.error}
                  autoFocus
                  onChange={(e) => setRenaming({ entry, name: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setRenaming(null);
                  }}
                />
              </div>
              <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
                Save
              </button>
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setRenaming(null)}>
                Cancel
              </button>
            </form>
          ) : (
            <SwitchedEntry
              name={entry.name}
              isActive={entry.isActive}
              pending={busy}
              onChange={(isActive) => void save.run({ id: entry.id, input: { name: entry.name, isActive } }, messages.updated(entry.name))}
            >
              <span className={activeNameClass(entry.isActive)}>{entry.name}</span>
            </SwitchedEntry>
          )
        }
      </CompanyListRows>
      <Dialog
        open={translating !== null}
        onClose={() => setTranslating(null)}
        title={translating ? namedListTranslateMessages.title(translating.name) : ''}
        size="lg"
      >
        {translating ? <TranslationsCard kind="city" id={translating.id} /> : null}
      </Dialog>
    </SettingsCard>
  );
}
