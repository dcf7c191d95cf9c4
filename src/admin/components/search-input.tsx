import { inputClass } from './styles';

/** A list's search box: named by its label (no visible one), filtering as the owner types. */
export function SearchInput({
  messages,
  value,
  onChange,
  className,
}: {
  messages: { search: string; searchPlaceholder: string };
  value: string;
  onChange: (value: string) => void;
  /** Its width beside other controls. */
  className?: string;
}) {
  return (
    <input
      type="search"
      aria-label={messages.search}
      placeholder={messages.searchPlaceholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={className ? `${inputClass} ${className}` : inputClass}
    />
  );
}
