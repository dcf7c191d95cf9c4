import { COMPANY } from '../../shared/constants';

const messages = { admin: 'Admin Panel' } as const;

/** The square mark (the wide logo is unreadable this small) with the company name beside it. */
export function Brand() {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white p-1 shadow-sm">
        <img src="/assets/logo-mark.svg" alt="" width={32} height={32} className="h-8 w-8" />
      </span>
      <div className="leading-tight">
        <p className="text-sm font-semibold text-white">{COMPANY.shortName}</p>
        <p className="text-xs text-emerald-200">{messages.admin}</p>
      </div>
    </div>
  );
}
