import { useLocalePath } from '../i18n/locale-context';
/** A trail of links to the pages above this one; the last entry is the page itself. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Array<{ name: string; path: string }> }) {
  const lp = useLocalePath();
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {last ? (
                <a href={lp(crumb.path)} aria-current="page" className="truncate font-semibold text-leaf-900">
                  {crumb.name}
                </a>
              ) : (
                <>
                  <a
                    href={lp(crumb.path)}
                    className="rounded underline-offset-4 hover:text-leaf-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
                  >
                    {crumb.name}
                  </a>
                  <span aria-hidden="true" className="text-stone-400">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
