// The add/edit dialog of a list: open for a new item (null) or for one to edit; the item stays while it closes.
import { useState } from 'react';

export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = (item: T | null) => {
    setEditing(item);
    setOpen(true);
  };
  return { editing, open, openWith, close: () => setOpen(false) };
}
