'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tabs `{id}-tab-{key}` and their panels `{id}-tabpane-{key}`. */
  id: string;
  tabs: TabItem[];
  defaultKey: string;
  className?: string;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs as the WAI-ARIA pattern has them (arrow keys, Home and End move between tabs), in
 * Bootstrap's markup. Every panel stays in the page, so a form's fields keep what was typed in a
 * tab not shown. A few hundred bytes, where react-bootstrap's Tabs took a dog form over its budget.
 */
export function Tabs({ id, tabs, defaultKey, className }: TabsProps) {
  const [active, setActive] = useState(defaultKey);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!.key;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      <ul className={`nav nav-tabs ${className ?? ''}`} role="tablist">
        {tabs.map(({ key, title }, index) => {
          const selected = key === active;
          return (
            <li className="nav-item" role="presentation" key={key}>
              <button
                type="button"
                role="tab"
                id={`${id}-tab-${key}`}
                aria-controls={`${id}-tabpane-${key}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                className={`nav-link${selected ? ' active' : ''}`}
                onClick={() => setActive(key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {tabs.map(({ key, content }) => (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-tabpane-${key}`}
            aria-labelledby={`${id}-tab-${key}`}
            className={`tab-pane${key === active ? ' active show' : ''}`}
          >
            {content}
          </div>
        ))}
      </div>
    </>
  );
}
