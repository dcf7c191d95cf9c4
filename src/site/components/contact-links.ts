/** tel: URL of a displayed phone number (spaces, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A plain link to the address on a map (no embedded frame, no request to another host on load). */
export function mapSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A phone number as shown: it never breaks across lines (non-breaking spaces and hyphens). */
export function displayPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
