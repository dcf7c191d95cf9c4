import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScript, PageStyles, SitePageData } from '../../site/entry.server';

type Script = { js: string; preload: string[] };
/** static/build/manifest.json as build.mjs writes it: bundle URLs, and each page's stylesheet with its CSP hash. */
export type ManifestFile = {
  site: { css: string; pageCss: Record<SitePageData['page'], { href: string; hash: string }>; pages: Record<PageScript, Script> };
  admin: Script & { css: string };
};
/** What the pages are rendered with: the manifest, each page's stylesheet read in for inlining. */
export type Manifest = { site: { css: PageStyles; pages: Record<PageScript, Script> }; admin: Script & { css: string } };

export function readManifestFile(staticDir: string): ManifestFile {
  return JSON.parse(readFileSync(path.join(staticDir, 'build/manifest.json'), 'utf8')) as ManifestFile;
}

/** The CSP sources ('sha256-…') of the stylesheets the public pages inline; none before a build. */
export function inlineStyleSources(staticDir: string): string[] {
  if (!existsSync(path.join(staticDir, 'build/manifest.json'))) return [];
  const { pageCss } = readManifestFile(staticDir).site;
  return [...new Set(Object.values(pageCss).map((css) => `'${css.hash}'`))].sort();
}

/** The hashed bundle names of static/build/manifest.json (written by build.mjs) and the inline CSS, read at the first page served. */
export function createPageAssets(staticDir: string): () => Manifest {
  let manifest: Manifest | undefined;
  return () => {
    if (!manifest) {
      const file = readManifestFile(staticDir);
      const css = Object.fromEntries(
        Object.entries(file.site.pageCss).map(([page, { href }]) => [page, { text: readFileSync(path.join(staticDir, href), 'utf8') }]),
      ) as PageStyles;
      manifest = { site: { css, pages: file.site.pages }, admin: file.admin };
    }
    return manifest;
  };
}
