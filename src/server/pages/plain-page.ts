// A page made without React: a few hundred bytes of HTML for the answers that must cost no render (an error, a
// form refused past its limit, the renderer too busy). No styles and no script, so the CSP needs nothing for it.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPage(options: { title: string; message: string; back: { href: string; label: string } }): string {
  const { title, message, back } = options;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
}
