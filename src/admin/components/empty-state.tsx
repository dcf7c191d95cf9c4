// What a list shows when it has nothing yet: an icon, a heading and a line on what to do.
import type { IconComponent } from '../../ui/icons';
import { cardClass } from './styles';

export function EmptyState({
  icon: Icon,
  title,
  detail,
  card = false,
}: {
  icon: IconComponent;
  title: string;
  detail: string;
  /** A card of its own (not inside one). */
  card?: boolean;
}) {
  return (
    <div className={card ? `${cardClass} px-6 py-16 text-center` : 'px-6 py-16 text-center'}>
      <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <Icon className="h-7 w-7" />
      </span>
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-500">{detail}</p>
    </div>
  );
}
