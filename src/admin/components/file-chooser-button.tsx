// A button that opens the system's file chooser: a real file input behind it, out of sight and out of the tab order
// (the button is the control). The input is emptied after each choice, so choosing the same file again still counts.
// UploadButton is the one-file Upload button of an image or document field.
import { type ReactNode, useRef } from 'react';
import { buttonClass } from './styles';

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

/**
 * A field's Upload button: one file from the chooser, checked before it is taken. The check's problem goes to
 * `onProblem` (null once a file passes), for the field's alert.
 */
export function UploadButton({
  check,
  onProblem,
  onFile,
  ...button
}: Omit<FileChooserButtonProps, 'multiple' | 'className' | 'onFiles'> & {
  check: (file: File) => string | null;
  onProblem: (problem: string | null) => void;
  onFile: (file: File) => void;
}) {
  return (
    <FileChooserButton
      {...button}
      className={buttonClass('primary', 'sm')}
      onFiles={([file]) => {
        if (!file) return;
        const problem = check(file);
        onProblem(problem);
        if (!problem) onFile(file);
      }}
    />
  );
}
