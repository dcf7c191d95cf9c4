/** The short type badge of a media card: 'JPEG', 'PNG', 'WEBP', 'SVG'. */
export function mediaTypeLabel(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  return subtype.replace(/\+xml$/, '').toUpperCase();
}
