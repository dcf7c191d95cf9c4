// The Account screen's server settings (GET /api/admin/system): the two the operator sets that the owner should know
// about, whether each is set, and whom to ask. The setup checklist links here.
import { useQuery } from '@tanstack/react-query';
import { badgeClass, cardClass } from '../../components/styles';
import { queries } from '../../data/queries';

export const messages = {
  title: 'Server settings',
  intro: 'Whoever runs your server sets these in its settings file (see the server guide).',
  emailAlerts: 'Enquiry e-mails',
  emailOn: 'Each enquiry is also e-mailed to you.',
  emailOff: 'Not set up: enquiries reach only this admin. Ask your operator to set SMTP_HOST and ENQUIRY_ALERT_TO.',
  publicOrigin: 'Site address',
  originOff: 'Not set: search engines and shared links may name the wrong address. Ask your operator to set PUBLIC_ORIGIN.',
  on: 'Set',
  off: 'Not set',
} as const;

export function ServerCard() {
  const status = useQuery(queries.system);
  if (status.status !== 'success') return null;
  const rows = [
    { label: messages.emailAlerts, set: status.data.emailAlerts, text: status.data.emailAlerts ? messages.emailOn : messages.emailOff },
    {
      label: messages.publicOrigin,
      set: status.data.publicOrigin !== null,
      text: status.data.publicOrigin ?? messages.originOff,
    },
  ];
  return (
    <section id="server-settings" className={`${cardClass} max-w-xl p-4 sm:p-6`} aria-labelledby="server-title">
      <h2 id="server-title" className="text-lg font-semibold text-slate-900">
        {messages.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{messages.intro}</p>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-800">
              {row.label}
              <span className={row.set ? badgeClass.green : badgeClass.amber}>{row.set ? messages.on : messages.off}</span>
            </dt>
            <dd className="mt-1 text-sm break-words text-slate-600">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
