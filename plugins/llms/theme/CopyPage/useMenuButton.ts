import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

type MenuButton = {
  open: boolean;
  menuId: string;
  toggleId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Registers the link of item `index`, for focus moves. */
  itemRef: (index: number) => (link: HTMLAnchorElement | null) => void;
  toggle: () => void;
  close: () => void;
  onToggleKeyDown: (event: KeyboardEvent) => void;
  onMenuKeyDown: (event: KeyboardEvent) => void;
};

/**
 * The behaviour of a WAI-ARIA menu button whose items are links with these labels:
 * arrow keys, Home, End and type-ahead move the focus, Escape closes and returns the
 * focus to the button, Tab and a pointer outside close.
 */
export function useMenuButton(labels: readonly string[]): MenuButton {
  const menuId = useId();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen]?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open]);

  const openAt = (index: number): void => {
    setFocusOnOpen(index);
    setOpen(true);
  };
  const close = (): void => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : labels.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent): void => {
    const links = itemRefs.current;
    const current = links.findIndex((link) => link === document.activeElement);
    const focus = (index: number): void => links[(index + labels.length) % labels.length]?.focus();
    const typed = event.key.length === 1 ? event.key.toLowerCase() : '';
    if (event.key === 'ArrowDown') focus(current + 1);
    else if (event.key === 'ArrowUp') focus(current - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(labels.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else if (typed) {
      const startsWithTyped = (label: string): boolean => label.toLowerCase().startsWith(typed);
      const next = labels.findIndex((label, i) => i > current && startsWithTyped(label));
      const first = labels.findIndex(startsWithTyped);
      if (first !== -1) focus(next !== -1 ? next : first);
    } else return;
    event.preventDefault();
  };

  return {
    open,
    menuId,
    toggleId,
    rootRef,
    toggleRef,
    itemRef: (index) => (link) => {
      itemRefs.current[index] = link;
    },
    toggle: () => (open ? setOpen(false) : openAt(0)),
    close,
    onToggleKeyDown,
    onMenuKeyDown,
  };
}
