// WAI-ARIA tabs: arrow keys move between tabs, only the selected tab is in the Tab order.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { focusClass } from './styles';

type Tab<K extends string> = { key: K; label: string; panel: ReactNode };

export function Tabs<K extends string>({ tabs, selected, onSelect }: { tabs: Tab<K>[]; selected: K; onSelect: (key: K) => void }) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div>
      <div role="tablist" onKeyDown={onKeyDown} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${
                active ? 'bg-white text-emerald-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              } ${focusClass}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.key === selected ? (
          <div key={tab.key} role="tabpanel" id={`${base}-panel-${tab.key}`} aria-labelledby={`${base}-tab-${tab.key}`} className="pt-4">
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
