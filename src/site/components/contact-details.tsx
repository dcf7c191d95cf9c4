import { Fragment, type ReactNode } from 'react';
import { type InEnglish, langOf } from '../../shared/translations/in-english';
import type { ContactSettings } from '../../shared/types';
import { type IconComponent, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { EmailLink, PhoneLink } from './contact-links';

export type ContactDetailKind = 'address' | 'phone' | 'email';

const ALL_KINDS: readonly ContactDetailKind[] = ['address', 'phone', 'email'];
const detailIcons: Record<ContactDetailKind, IconComponent> = { address: MapPinIcon, phone: PhoneIcon, email: MailIcon };

/**
 * The owner's address, phone and email (those `kinds` names), each only when set: the address as written, the phone
 * and the email as links. Each place draws the item around it (`item`), with its icon and its own label.
 */
export function ContactDetails<Kind extends ContactDetailKind = ContactDetailKind>({
  contact,
  kinds = ALL_KINDS as readonly Kind[],
  phoneClass,
  emailClass,
  item,
}: {
  /** On a page in another language, translated: an address shown in English for want of one is marked lang="en". */
  contact: Pick<ContactSettings, ContactDetailKind> & InEnglish;
  kinds?: readonly Kind[];
  phoneClass: string;
  emailClass: string;
  item: (detail: { kind: Kind; icon: IconComponent; value: ReactNode }) => ReactNode;
}) {
  const values: Record<ContactDetailKind, () => ReactNode> = {
    address: () => (
      <address lang={langOf(contact, 'address')} className="whitespace-pre-line not-italic">
        {contact.address}
      </address>
    ),
    phone: () => <PhoneLink phone={contact.phone} className={phoneClass} />,
    email: () => <EmailLink email={contact.email} className={emailClass} />,
  };
  return kinds.map((kind) =>
    contact[kind] ? <Fragment key={kind}>{item({ kind, icon: detailIcons[kind], value: values[kind]() })}</Fragment> : null,
  );
}
