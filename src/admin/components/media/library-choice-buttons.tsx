// One stored file chosen from the media library: "Choose from Library", then a Remove button while one is chosen.
import { buttonClass } from '../styles';
import { MediaPickerButton, type MediaPickerButtonProps } from './media-picker-button';

type LibraryChoiceButtonsProps = Omit<MediaPickerButtonProps, 'onSelect' | 'multiple' | 'max' | 'title'> & {
  /** The chosen file's path, null when none is. */
  path: string | null;
  onChange: (path: string | null) => void;
  /** The Remove button's text, and the library's title. */
  messages: { remove: string; pickerTitle: string };
};

export function LibraryChoiceButtons({ path, onChange, messages, ...button }: LibraryChoiceButtonsProps) {
  return (
    <>
      <MediaPickerButton
        {...button}
        title={messages.pickerTitle}
        onSelect={([item]) => {
          if (item) onChange(item.url);
        }}
      />
      {path ? (
        <button type="button" className={buttonClass('ghost', 'sm')} disabled={button.disabled} onClick={() => onChange(null)}>
          {messages.remove}
        </button>
      ) : null}
    </>
  );
}
