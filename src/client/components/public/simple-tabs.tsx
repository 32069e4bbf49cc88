import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';

export interface SimpleTab {
  /** Stable, unique within this tab set (used for ids and defaultTab). */
  id: string;
  label: string;
  content: ReactNode;
}

export interface SimpleTabsProps {
  /** Accessible name of the tab list, e.g. "Questions by audience". */
  label: string;
  tabs: SimpleTab[];
  /** Id of the tab selected first; the first tab when absent or unknown. */
  defaultTab?: string;
  className?: string;
}

/**
 * A small, dependency-free tab set following the WAI-ARIA Authoring Practices tabs pattern
 * (automatic activation): role=tablist/tab/tabpanel, roving tabindex, Left/Right arrows wrap,
 * Home/End jump to the first/last tab. All panels are rendered (inactive ones `hidden`), so the
 * server HTML carries every panel's content and hydrates without a mismatch. Ids come from
 * useId(), so two tab sets on one page never clash.
 */
export function SimpleTabs({ label, tabs, defaultTab, className }: SimpleTabsProps) {
  const baseId = useId();
  const initial = tabs.some((t) => t.id === defaultTab) ? defaultTab! : (tabs[0]?.id ?? '');
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const activate = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    activate(next);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-slate-800"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'rounded-md px-4 py-2 text-sm font-medium transition-colors sm:text-base',
                isSelected ? 'bg-white text-brand-900 shadow-sm' : 'hover:bg-white/70',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="mt-6 rounded-md"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
