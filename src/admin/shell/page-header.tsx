import type { ReactNode } from 'react';
import { AddButton } from '../components/add-button';

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

/** The header of a list section: its title and description, and its "+ Add …" button. */
export function ListPageHeader({ messages, onAdd }: { messages: { title: string; description: string; add: string }; onAdd: () => void }) {
  return (
    <PageHeader title={messages.title} description={messages.description} actions={<AddButton label={messages.add} onClick={onAdd} />} />
  );
}
