import { Link } from 'react-router';
import { adminUrl } from '../../shared/paths';
import { buttonClass, cardClass } from '../components/styles';

const messages = {
  title: 'Page Not Found',
  detail: 'This admin section does not exist.',
  back: 'Go to Site Settings',
} as const;

/** The admin's own not-found state for an unknown section (the shell stays). */
export function SectionNotFound() {
  return (
    <div className={`${cardClass} px-6 py-16 text-center`} data-admin-not-found="">
      <p aria-hidden="true" className="text-5xl font-bold text-emerald-700">
        404
      </p>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{messages.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{messages.detail}</p>
      <Link to={adminUrl()} className={`${buttonClass('primary')} mt-6`}>
        {messages.back}
      </Link>
    </div>
  );
}
