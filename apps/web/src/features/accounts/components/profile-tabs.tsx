import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
}

/**
 * Tabs as the ARIA tabs pattern has them: one tab in the Tab order, arrow keys (and Home,
 * End) move between tabs and show each at once.
 */
export function ProfileTabs({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly Tab[];
  /** An id no tab has shows the panel with no tab selected. */
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-brand-100"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected || (selectedIndex === -1 && index === 0) ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px border-b-2 px-4 py-2.5 font-medium ${
                isSelected
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-stone-600 hover:text-brand-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selectedIndex === -1 ? (
        <div id={panelId} className="pt-6">
          {children}
        </div>
      ) : (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="pt-6">
          {children}
        </div>
      )}
    </div>
  );
}
