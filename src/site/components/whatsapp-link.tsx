import { WhatsappIcon } from '../../ui/icons';
import { useT } from '../i18n/use-t';

/** The click-to-chat address of a WhatsApp number, or null when none is set. */
export function whatsappUrl(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Beyond the spec: a floating click-to-chat link, only when a WhatsApp number is set. */
export function WhatsappLink({ number }: { number: string }) {
  const t = useT();
  const href = whatsappUrl(number);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      className="fixed end-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-leaf-700 py-3 ps-3 pe-3 text-white shadow-lg shadow-leaf-950/25 transition-[background-color,translate] hover:bg-leaf-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 motion-safe:hover:-translate-y-0.5 sm:end-6 sm:bottom-6 sm:pe-5 print:hidden"
    >
      <WhatsappIcon className="size-6" />
      <span className="hidden font-semibold sm:inline">{t('whatsapp.short')}</span>
    </a>
  );
}
