// A company list whose entries are added and edited in a dialog (partners, shops): the card with its Add button,
// the rows with Edit, and the dialog, open for a new entry or the one being edited.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { CompanyList } from '../../../shared/schemas/company';
import { EntityFormDialog, type EntityFormProps } from '../../components/entity-form-dialog';
import { SettingsCard } from '../../components/settings-card';
import { buttonClass } from '../../components/styles';
import { useEditDialog } from '../../components/use-edit-dialog';
import { CompanyListRows, listMessages } from './company-list-rows';
import { type ListWrites, useListWrites } from './use-company-write';

type Entry = { id: number; name: string };

export function DialogListCard<T extends Entry>({
  list,
  entries,
  messages,
  beside,
  dialog,
  children,
}: {
  list: CompanyList;
  entries: readonly T[];
  messages: { title: string; description: string; add: string; deleted: (name: string) => string };
  /** Shown beside the Add button. */
  beside?: ReactNode;
  /** The add/edit dialog: its form and its texts. */
  dialog: { form: ComponentType<EntityFormProps<T>>; messages: ComponentProps<typeof EntityFormDialog>['messages'] };
  /** An entry's row, given the card's writes (its switch saves through them). */
  children: (entry: T, writes: ListWrites) => ReactNode;
}) {
  const writes = useListWrites(list);
  const editor = useEditDialog<T>();
  const add = (
    <button type="button" className={buttonClass('primary', 'md')} onClick={() => editor.openWith(null)}>
      {messages.add}
    </button>
  );
  return (
    <SettingsCard id={`${list}-title`} title={messages.title} description={messages.description}>
      {beside ? (
        <div className="flex flex-wrap items-center gap-4">
          {add}
          {beside}
        </div>
      ) : (
        add
      )}
      <CompanyListRows
        title={messages.title}
        entries={entries}
        writes={writes}
        action={{ text: 'Edit', label: listMessages.edit, onClick: editor.openWith }}
        deleted={messages.deleted}
      >
        {(entry) => children(entry, writes)}
      </CompanyListRows>
      <EntityFormDialog open={editor.open} item={editor.editing} onClose={editor.close} {...dialog} />
    </SettingsCard>
  );
}
