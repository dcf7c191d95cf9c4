import { adminUrl } from '../../shared/paths';
import { NotFoundCard } from './not-found-card';

const messages = {
  title: 'Page Not Found',
  detail: 'This admin section does not exist.',
  back: 'Go to Site Settings',
} as const;

/** The admin's own not-found state for an unknown section (the shell stays). */
export function SectionNotFound() {
  return <NotFoundCard title={messages.title} detail={messages.detail} backTo={adminUrl()} backLabel={messages.back} />;
}
