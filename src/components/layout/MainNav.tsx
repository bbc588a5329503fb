'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

interface NavItem {
  href: '/' | '/articles' | '/contact';
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

/** Main navigation: inline links on wide screens, a hamburger menu below the `md` breakpoint. */
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
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

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
                : `rounded-md px-3 py-2 text-sm font-medium ${active ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-ink'}`
            }
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label={navLabel} className="hidden flex-1 md:block">
        <ul className="flex items-center gap-1">{links(false)}</ul>
      </nav>
      <div className="ml-auto flex items-center gap-2">
        {languageSelector}
        <a
          href={login.href}
          className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-ink md:inline-block"
        >
          {login.label}
        </a>
        <a href={getStarted.href} className="btn-primary hidden px-4 py-2 text-sm md:inline-flex">
          {getStarted.label}
        </a>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 md:hidden"
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
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label={navLabel} className="container-page py-3">
          <ul className="flex flex-col gap-1">{links(true)}</ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
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
