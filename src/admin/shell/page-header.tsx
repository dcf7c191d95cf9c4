import type { ReactNode } from 'react';
import { AddButton } from '../components/add-button';
import { ArrangeButton } from '../components/arrange/arrange-dialog';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The header of a list section: its title and description, its Arrange button where the list has an order, and "+ Add …". */
export function ListPageHeader({
  messages,
  onAdd,
  arrange,
}: {
  messages: { title: string; description: string; add: string };
  onAdd: () => void;
  arrange?: { label: string; onClick: () => void } | undefined;
}) {
  return (
    <PageHeader
      title={messages.title}
      description={messages.description}
      actions={
        <>
          {arrange ? <ArrangeButton {...arrange} /> : null}
          <AddButton label={messages.add} onClick={onAdd} />
        </>
      }
    />
  );
}
