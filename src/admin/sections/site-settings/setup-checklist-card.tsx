// The setup checklist on the admin's first screen (issue "Keep it true every week"): what is still at its starter
// state, each item with how much is done and a link to where it is fixed. An item can be dismissed; once every item
// is done or dismissed the card is gone. A checklist that fails to load shows nothing: it never blocks the screen.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/http-client';
import { isComplete, openItems, type SetupItem, type SetupItemId } from '../../../shared/setup-checklist';
import { ArrowRightIcon } from '../../../ui/icons';
import { buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';

export const messages = {
  title: 'Finish setting up your site',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  partDone: (done: number, total: number) => `${done} of ${total} done`,
  dismiss: 'Dismiss',
  dismissLabel: (label: string) => `Dismiss: ${label}`,
  dismissFailed: 'Failed to dismiss',
  tryAgain: 'Please try again.',
} as const;

/** Each item's words and where it is fixed. */
export const SETUP_ITEM_TEXT: Record<SetupItemId, { label: string; why: string; href: string; link: string }> = {
  contact: {
    label: 'Your contact details',
    why: 'The address, phone and e-mail visitors see are still placeholders that reach nobody.',
    href: '/admin/contact',
    link: 'Open Contact Settings',
  },
  brand: {
    label: 'Your logo and hero image',
    why: 'The site still shows the starter logo and home page picture.',
    href: '/admin/site-settings#brand-logo',
    link: 'Upload them below',
  },
  licences: {
    label: 'FSSAI licence and Importer-Exporter Code',
    why: 'Buyers and inspectors look for them; the footer shows the FSSAI number.',
    href: '/admin/licences',
    link: 'Open Licences',
  },
  availability: {
    label: 'What is in stock',
    why: 'Origins whose status was never set show only their usual season.',
    href: '/admin/availability',
    link: 'Open Availability',
  },
  password: {
    label: 'Your own password',
    why: 'You still sign in with the password printed when the site first started.',
    href: '/admin/account',
    link: 'Change it',
  },
  email: {
    label: 'Enquiry e-mails',
    why: 'No e-mail server is set up, so enquiries reach only this admin.',
    href: '/admin/account#server-settings',
    link: 'See server settings',
  },
  publicOrigin: {
    label: "The site's address",
    why: 'PUBLIC_ORIGIN is not set, so search engines and shared links may name the wrong address.',
    href: '/admin/account#server-settings',
    link: 'See server settings',
  },
  backup: {
    label: 'A backup in the last 24 hours',
    why: 'The server makes one every night; none has been made in the last day.',
    href: '/admin/account',
    link: 'See backups',
  },
};

export function SetupChecklistCard() {
  const checklist = useQuery(queries.setup);
  const { toast } = useToast();
  const dismiss = useMutation({
    ...mutations.dismissSetupItem,
    onError: (error) =>
      toast({ title: messages.dismissFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' }),
  });
  if (checklist.status !== 'success') return null;
  const open = openItems(checklist.data);
  if (open.length === 0) return null;
  const done = checklist.data.items.filter((i) => isComplete(i) || i.dismissed).length;
  const total = checklist.data.items.length;
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="setup-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-title" className="text-lg font-semibold text-slate-900">
          {messages.title}
        </h2>
        <p className="text-sm font-medium text-slate-700">{messages.progress(done, total)}</p>
      </div>
      <ul className="mt-4 divide-y divide-slate-200">
        {open.map((item) => (
          <SetupRow key={item.id} item={item} busy={dismiss.isPending} onDismiss={() => dismiss.mutate(item.id)} />
        ))}
      </ul>
    </section>
  );
}

function SetupRow({ item, busy, onDismiss }: { item: SetupItem; busy: boolean; onDismiss: () => void }) {
  const text = SETUP_ITEM_TEXT[item.id];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-setup-item={item.id}>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {text.label}
          {item.total > 1 ? (
            <span className="ml-2 inline-block text-sm font-normal whitespace-nowrap text-slate-600">
              {messages.partDone(item.done, item.total)}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">{text.why}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link to={text.href} className={buttonClass('secondary', 'sm')}>
          {text.link}
          <ArrowRightIcon className="size-4" />
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          disabled={busy}
          aria-label={messages.dismissLabel(text.label)}
          className={buttonClass('ghost', 'sm')}
        >
          {messages.dismiss}
        </button>
      </div>
    </li>
  );
}
