'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { forgetTap, useTapReplay } from '@/lib/client/tap-replay';

interface NavMenuProps {
  /** The toggle button's id; the list is `${id}-list`. */
  id: string;
  label: ReactNode;
  /** Marks the toggle as the current section. */
  active?: boolean;
  /** Opens towards the left edge of the toggle (for menus at the end of the bar). */
  alignEnd?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra classes of the toggle button. */
  toggleClassName?: string;
  /** `<li>` items, each holding one link or button with the `dropdown-item` class. */
  children: ReactNode;
  /**
   * `div` when the caller gives the list item (a menu that streams in later must not be a bare
   * `<li>`: React parks late content in a hidden `<div>` until it moves it into place).
   */
  as?: 'li' | 'div';
}

const ITEMS = '.dropdown-item';

/** Where an arrow key, Home or End moves the focus in a list of `last + 1` items (wrapping). */
function nextIndex(key: string, current: number, last: number): number {
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'ArrowDown') return current >= last ? 0 : current + 1;
  return current <= 0 ? last : current - 1;
}

/**
 * A header menu as a disclosure: a button with `aria-expanded` showing a list of links. Arrow
 * keys, Home and End move between the items, Escape closes and returns focus to the button; a
 * click or focus outside closes it. Bootstrap's dropdown styles without its JavaScript.
 */
export function NavMenu({
  id,
  label,
  active,
  alignEnd,
  onOpenChange,
  toggleClassName,
  children,
  as: Root = 'li',
}: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement & HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The item to focus once the list shows (keyboard opening). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // The header's code arrives after the first paint: a tap on the menu before that opens it then.
  useTapReplay(buttonRef);

  const toggle = useCallback(
    (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const list = items();
      (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) toggle(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, toggle]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      toggle(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (!open) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      toggle(true);
      return;
    }
    event.preventDefault();
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    list[nextIndex(event.key, current, last)]?.focus();
  };

  return (
    <Root
      ref={rootRef}
      className={Root === 'li' ? 'nav-item dropdown' : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a focus that lands elsewhere closes it; a click outside is handled above.
        const to = event.relatedTarget as Node | null;
        if (open && to && !event.currentTarget.contains(to)) toggle(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${active ? ' active' : ''}${toggleClassName ? ` ${toggleClassName}` : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => {
          forgetTap();
          toggle(!open);
        }}
      >
        {label}
      </button>
      <ul
        id={`${id}-list`}
        className={`dropdown-menu${alignEnd ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
        onClick={(event) => {
          if ((event.target as Element).closest(ITEMS)) toggle(false);
        }}
      >
        {children}
      </ul>
    </Root>
  );
}
