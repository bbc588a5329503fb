'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { firstTap, useFirstTap } from './first-tap';
import { useAttribution } from './use-attribution';

interface NavItem {
  href: '/' | '/articles' | '/pricing' | '/contact';
  label: string;
}

interface Props {
  items: NavItem[];
  navLabel: string;
  login: { href: string; label: string };
  getStarted: { href: string; label: string };
  openLabel: string;
  closeLabel: string;
  languageSelector: ReactNode;
}

function isActive(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Main navigation: inline links from the `lg` breakpoint, a hamburger menu below it (log in and
 * get started stay in the bar from `md`). The menu closes on Escape, on a tap or click outside
 * it, and when a link in it is followed.
 */
export function MainNav({
  items,
  navLabel,
  login,
  getStarted,
  openLabel,
  closeLabel,
  languageSelector,
}: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useFirstTap<HTMLButtonElement>();
  const panelRef = useRef<HTMLDivElement>(null);

  // A new page closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  // Where the visitor landed (first and last touch, kept in this browser until a form is sent),
  // and the campaign carried to the app by the log-in and sign-up links (every page has this nav).
  useAttribution([login.href, getStarted.href]);

  useEffect(() => {
    if (!open) return;
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointer(e: PointerEvent) {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    }
    const listeners = new AbortController();
    document.addEventListener('keydown', onKey, { signal: listeners.signal });
    document.addEventListener('pointerdown', onPointer, { signal: listeners.signal });
    return () => listeners.abort();
  }, [open, buttonRef]);

  const links = (mobile: boolean) =>
    items.map((item) => {
      const active = isActive(pathname, item.href);
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={active ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className={
              mobile
                ? `block rounded-lg px-3 py-3 text-base font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100'}`
                : `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${active ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-ink'}`
            }
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label={navLabel} className="hidden flex-1 lg:block">
        <ul className="flex items-center gap-1">{links(false)}</ul>
      </nav>
      {/* Below `lg` the menu button sits in space the group keeps for it (its 2.75rem and the
          gap), so the controls before it keep their place when the browser paints a page whose
          HTML is not parsed to the end yet: a right-aligned row would otherwise shift left as its
          last button arrives. */}
      <div className="relative ml-auto flex items-center gap-2 pr-13 lg:pr-0">
        {languageSelector}
        <a
          href={login.href}
          className="hidden rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-ink md:inline-block"
        >
          {login.label}
        </a>
        <a
          href={getStarted.href}
          className="btn-primary hidden px-4 py-2 text-sm whitespace-nowrap md:inline-flex"
        >
          {getStarted.label}
        </a>
        <button
          ref={buttonRef}
          {...firstTap}
          type="button"
          className="absolute right-0 inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? closeLabel : openLabel}
          onClick={() => setOpen((v) => !v)}
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label={navLabel} className="container-page py-3">
          <ul className="flex flex-col gap-1">{links(true)}</ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 md:hidden">
            <a href={login.href} className="btn-secondary" onClick={() => setOpen(false)}>
              {login.label}
            </a>
            <a href={getStarted.href} className="btn-primary" onClick={() => setOpen(false)}>
              {getStarted.label}
            </a>
          </div>
        </nav>
      </div>
    </>
  );
}
