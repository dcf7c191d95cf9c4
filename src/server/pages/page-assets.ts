import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScript, PageStyles, SitePageData } from '../../site/entry.server';

type Script = { js: string; preload: string[] };
/** static/build/manifest.json as build.mjs writes it: bundle URLs, and each page's stylesheet with its CSP hash. */
type ManifestFile = {
  site: { css: string; pageCss: Record<SitePageData['page'], { href: string; hash: string }>; pages: Record<PageScript, Script> };
  admin: Script & { css: string };
};
/** What the pages are rendered with: the manifest, each page's stylesheet read in for inlining. */
export type Manifest = { site: { css: PageStyles; pages: Record<PageScript, Script> }; admin: Script & { css: string } };

/** What build.mjs made, read once at start: the pages' assets, and the CSP sources ('sha256-…') of their inline CSS. */
export type PageAssets = { manifest: Manifest; inlineStyleSources: string[] };

/** Reads static/build/manifest.json and each page's stylesheet (inlined into the pages). Throws before a build. */
export function loadPageAssets(staticDir: string): PageAssets {
  const manifestPath = path.join(staticDir, 'build/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run the build first (npm run build)`);
  const file = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestFile;
  const css = Object.fromEntries(
    Object.entries(file.site.pageCss).map(([page, { href }]) => [page, { text: readFileSync(path.join(staticDir, href), 'utf8') }]),
  ) as PageStyles;
  return {
    manifest: { site: { css, pages: file.site.pages }, admin: file.admin },
    inlineStyleSources: [...new Set(Object.values(file.site.pageCss).map((page) => `'${page.hash}'`))].sort(),
  };
}
