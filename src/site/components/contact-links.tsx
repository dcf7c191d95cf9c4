import { mailtoHref } from '../../shared/mailto';

/** tel: URL of a displayed phone number (spaces, brackets and dashes dropped). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** A phone number as shown: it never breaks across lines (non-breaking spaces and hyphens). */
function displayPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

/** The phone number, shown unbroken, as a link that dials it; left to right on an Arabic page too (+91 …). */
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={telHref(phone)} dir="ltr" className={className}>
      {displayPhone(phone)}
    </a>
  );
}

/** The email address as a link that writes to it; left to right on an Arabic page too. */
export function EmailLink({ email, className }: { email: string; className: string }) {
  return (
    <a href={mailtoHref(email)} dir="ltr" className={className}>
      {email}
    </a>
  );
}
