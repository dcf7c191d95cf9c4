import { buttonClass } from './styles';

/** A section's primary "+ Add …" action in its page header. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass('primary')} onClick={onClick}>
      <span aria-hidden="true">+</span> {label}
    </button>
  );
}
