import { COMPANY } from '../../shared/constants';

const messages = { admin: 'Admin Panel' } as const;

export function Brand() {
  return (
    <div className="flex items-center gap-3">
      <img src="/assets/logo.svg" alt="" width={32} height={32} className="h-8 w-8 rounded bg-white/10 object-contain" />
      <div className="leading-tight">
        <p className="text-sm font-semibold text-white">{COMPANY.shortName}</p>
        <p className="text-xs text-emerald-200">{messages.admin}</p>
      </div>
    </div>
  );
}
