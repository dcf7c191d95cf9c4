// A button that opens the media library (MediaPicker) to choose from it. The picker is rendered into <body>, so the
// button may stand anywhere, inside a form too; it closes itself once a choice is made.
import { type ComponentProps, useState } from 'react';
import { buttonClass } from '../styles';
import { MediaPicker } from './media-picker';

const messages = { label: 'Choose from Library' } as const;

export type MediaPickerButtonProps = Omit<ComponentProps<typeof MediaPicker>, 'open' | 'onClose'> & {
  /** The button's text; "Choose from Library" unless it says more (Add Images). */
  label?: string;
  disabled: boolean;
  /** Marks the button invalid, so a failed check focuses it (the error of a list of picked images). */
  invalid?: boolean;
};

export function MediaPickerButton({ label = messages.label, disabled, invalid = false, ...picker }: MediaPickerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} {...picker} />
    </>
  );
}
