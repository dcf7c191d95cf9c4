// A mailto: link whose address cannot add headers of its own. An address may hold ? & % (WHATWG's rule, which
// <input type="email"> follows), and in a mailto: URI those start or escape its header fields: unencoded,
// "sales?bcc=x%40evil.example@example.com" makes the owner's reply Bcc a stranger. RFC 6068 wants them
// percent-encoded; the @ stays as it is, which every mail client reads.

/** `mailto:<address>`, with the address percent-encoded, and a subject when given. */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address).replaceAll('%40', '@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
