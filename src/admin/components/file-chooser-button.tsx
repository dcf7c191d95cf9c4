// A button that opens the system's file chooser: a real file input behind it, out of sight and out of the tab order
// (the button is the control). The input is emptied after each choice, so choosing the same file again still counts.
import { type ReactNode, useRef } from 'react';

type FileChooserButtonProps = {
  accept: string;
  multiple?: boolean;
  /** The file input's own name for screen readers. */
  inputLabel: string;
  /** The id of a hint that describes the input. */
  describedBy?: string | undefined;
  disabled: boolean;
  className: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
};

export function FileChooserButton({
  accept,
  multiple,
  inputLabel,
  describedBy,
  disabled,
  className,
  onFiles,
  children,
}: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <button type="button" className={className} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </button>
    </>
  );
}
