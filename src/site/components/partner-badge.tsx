import type { CompanyFacts } from '../../shared/company';
import { Badge } from '../../ui/badge';

type Partner = CompanyFacts['partners'][number];

/** A partner's name, with the logo the owner added (never one they did not), a link when they gave one. */
export function PartnerBadge({ partner }: { partner: Partner }) {
  const badge = (
    <Badge variant="outline" className="gap-2">
      {partner.logoPath ? (
        <img src={partner.logoPath} alt="" width="20" height="20" loading="lazy" className="size-5 object-contain" />
      ) : null}
      {partner.name}
    </Badge>
  );
  if (!partner.url) return badge;
  return (
    <a
      href={partner.url}
      rel="noopener noreferrer"
      className="inline-flex rounded-full hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-600"
    >
      {badge}
    </a>
  );
}
