import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { useSite } from '../../lib/site-config';
import { buttonClasses } from '../ui/button';
import { BrandMark } from './brand-mark';
import { SectionAnchor } from './section-anchor';
import { useSectionLink } from './use-section-link';

export const navSections = [
  { id: 'solutions', label: 'Solutions' },
  { id: 'markets', label: 'Markets' },
  { id: 'technology', label: 'Technology' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Support' },
] as const;

/** The sticky bar of every public page (docs/product/public-site.md). */
export function NavBar() {
  const site = useSite();
  const goToSection = useSectionLink();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (sectionId: string) => {
    // Close the menu first: the open menu is part of the sticky bar, so the page moves when it closes.
    flushSync(() => setOpen(false));
    goToSection(sectionId);
  };

  const linkClass =
    'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900';
  // The call to action of the bar and of the phone's menu: to the contact form.
  const getStarted = (className: string) => (
    <button type="button" className={className} onClick={() => choose('contact')}>
      Get Started
    </button>
  );

  const phoneLinkClass = 'block rounded-xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href="#main"
        className="sr-only-focusable absolute left-2 top-2 z-[60] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-navy-900 shadow-lift"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href="/" className="flex items-center gap-2.5 rounded-lg" aria-label={`${site.name}, home`}>
          <BrandMark />
          <span className="text-lg font-bold tracking-tight text-navy-900">
            {site.shortName}
            <span className="hidden font-medium text-slate-600 sm:inline"> Micro Markets</span>
          </span>
        </Link>

        <div className="hidden items-center gap-1 lg:flex">
          {navSections.map((section) => (
            <SectionAnchor key={section.id} section={section.id} className={linkClass} onGo={choose}>
              {section.label}
            </SectionAnchor>
          ))}
          <Link href="/property-manager" className={linkClass}>
            Property Manager
          </Link>
        </div>

        <div className="flex items-center gap-2">
          {getStarted(buttonClasses('primary', 'md', 'hidden sm:inline-flex'))}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-xl text-navy-900 hover:bg-slate-100 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </nav>

      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 bg-white lg:hidden"
        data-testid="mobile-menu"
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
          {navSections.map((section) => (
            <li key={section.id}>
              <SectionAnchor section={section.id} className={phoneLinkClass} onGo={choose}>
                {section.label}
              </SectionAnchor>
            </li>
          ))}
          <li>
            <Link href="/property-manager" className={phoneLinkClass} onClick={() => setOpen(false)}>
              Property Manager
            </Link>
          </li>
          <li className="pt-2">{getStarted(buttonClasses('primary', 'lg', 'w-full'))}</li>
        </ul>
      </div>
    </header>
  );
}
