// The text fields of a settings card, each saved when the owner leaves it. While a field is edited it shows the
// draft; once the saved value changes (this save, or another) it shows the saved one, and a refused save puts the
// saved text back, so a field never keeps what the public site does not show.
import { type ChangeEvent, useState } from 'react';

type Edit = { from: string; text: string };

export function useFieldsSavedOnBlur<K extends string>(
  saved: Record<K, string>,
  save: (change: Partial<Record<K, string>>) => Promise<unknown>,
) {
  const [edits, setEdits] = useState<Partial<Record<K, Edit>>>({});
  const forget = (key: K) =>
    setEdits((now) => {
      const { [key]: _dropped, ...rest } = now;
      return rest as Partial<Record<K, Edit>>;
    });

  /** A field's value and its change and blur handlers. */
  return (key: K) => {
    const edit = edits[key];
    const value = edit && edit.from === saved[key] ? edit.text : saved[key];
    return {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const text = event.currentTarget.value;
        setEdits((now) => ({ ...now, [key]: { from: saved[key], text } }));
      },
      onBlur: () => {
        if (value === saved[key]) return;
        void save({ [key]: value } as Partial<Record<K, string>>).then((result) => {
          if (!result) forget(key);
        });
      },
    };
  };
}
