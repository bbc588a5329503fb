'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { localeTags, routing, type Locale } from '@/i18n/routing';
import { useLanguagePreference } from '@/i18n/use-language-preference';
import { firstTap, useFirstTap } from './first-tap';

interface Props {
  locale: Locale;
  label: string;
  names: Record<Locale, string>;
  /**
   * Each language's flag, drawn by the server (src/components/ui/Flag.tsx): its SVG stays out of
   * every page's JavaScript.
   */
  flags: Record<Locale, ReactNode>;
}

/**
 * Dropdown with English and Spanish. Closes on outside click, Escape, selection and when focus
 * moves out of it. The button's name starts with the code it shows ("EN"), then says what it is.
 */
export function LanguageSelector({ locale, label, names, flags }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { choose } = useLanguagePreference(locale);
  const buttonRef = useFirstTap<HTMLButtonElement>();
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(e: PointerEvent) {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Focus moved elsewhere (Tab, Shift+Tab). A click outside, where relatedTarget is null (Safari
  // does not focus clicked buttons), is left to the pointerdown listener.
  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!open || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const options = [
      ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-option]') ?? []),
    ];
    const index = options.indexOf(document.activeElement as HTMLButtonElement);
    const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length;
    options[next]?.focus();
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        {...firstTap}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${locale.toUpperCase()} – ${label}: ${names[locale]}`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {flags[locale]}
        <span>{locale.toUpperCase()}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {routing.locales.map((l) => (
          <li key={l}>
            <button
              type="button"
              data-option
              lang={localeTags[l]}
              aria-current={l === locale ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                choose(l);
              }}
              className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm ${l === locale ? 'bg-brand-50 font-semibold text-brand-900' : 'text-ink hover:bg-slate-100'}`}
            >
              {flags[l]}
              {names[l]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
