import { Link } from 'react-router';
import { buttonClass, cardClass } from '../components/styles';

/** The admin's 404 inside the shell: what is missing, why, and a link to somewhere that exists. */
export function NotFoundCard({ title, detail, backTo, backLabel }: { title: string; detail: string; backTo: string; backLabel: string }) {
  return (
    <div className={`${cardClass} px-6 py-16 text-center`} data-admin-not-found="">
      <p aria-hidden="true" className="text-5xl font-bold text-emerald-700">
        404
      </p>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{detail}</p>
      <Link to={backTo} className={`${buttonClass('primary')} mt-6`}>
        {backLabel}
      </Link>
    </div>
  );
}
