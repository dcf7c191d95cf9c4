// The starter contact details: plainly placeholders that reach nobody, so a visitor to a fresh install cannot call a
// stranger (issue "Keep it true every week"). The phone cannot be dialled (no Indian number starts with 0 after
// +91), the email is at example.com (reserved, RFC 2606), and there is no WhatsApp number or social link. Until the
// owner replaces them the site's JSON-LD leaves them out and the admin's setup checklist lists them.
import type { ContactSettings } from './types';

export const PLACEHOLDER_CONTACT = {
  address: 'Your shop address, APMC Fruit Market, Sector 19, Vashi, Navi Mumbai, Maharashtra 400703',
  phone: '+91 00000 00000',
  email: 'sales@example.com',
} as const;

/** The contact values still at their placeholder, by field. */
export function placeholderContactFields(contact: Pick<ContactSettings, 'address' | 'phone' | 'email'>) {
  return {
    address: contact.address === PLACEHOLDER_CONTACT.address,
    phone: contact.phone === PLACEHOLDER_CONTACT.phone,
    email: contact.email === PLACEHOLDER_CONTACT.email,
  };
}
