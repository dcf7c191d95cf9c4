import { contactUrl } from '../../shared/paths';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useLocalePath } from '../i18n/locale-context';
import { PageSection } from './page-section';

/** The band at the foot of a listing page that turns a question into an enquiry: a heading, a line, the contact link. */
export function EnquiryBand({
  id,
  title,
  text,
  button,
  className,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
  className?: string;
}) {
  const lp = useLocalePath();
  return (
    <PageSection labelledBy={id} band="bg-cream-100" className={cn('render-when-near py-14', className)}>
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-stone-700">{text}</p>
        </div>
        <a href={lp(contactUrl())} className={buttonClasses('primary', 'lg', 'shrink-0')}>
          {button}
        </a>
      </div>
    </PageSection>
  );
}
