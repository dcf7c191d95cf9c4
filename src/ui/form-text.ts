/**
 * The text in a form's named fields, read at submit. The server-rendered forms (the contact form, the admin login)
 * keep their fields uncontrolled: a visitor or a password manager may fill them before React hydrates the page, and
 * React 19 keeps that text in a controlled field without telling the component, whose next render puts the field
 * back to its empty state (facebook/react#12955).
 */
export function formText<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    values[name] = field?.value ?? '';
  }
  return values;
}
