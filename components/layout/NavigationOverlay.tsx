'use client';

import { useTranslations } from '@/lib/client/intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

const OVERLAY_DELAY_MS = 200;

interface PendingNavigation {
  from: string;
  shown: boolean;
}

/** The page a click on this anchor would open, or null when it is no in-app navigation. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
    return null;
  }
  return url;
}

/**
 * SPEC §3 loading overlay: covers the page while a navigation is under way, but only once it has
 * taken longer than 200 ms, so fast navigations never flash.
 */
export function NavigationOverlay() {
  const t = useTranslations('Network');
  const pathname = usePathname();
  const [pending, setPending] = useState<PendingNavigation | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      const from = window.location.pathname;
      clearTimeout(timer);
      setPending({ from, shown: false });
      timer = setTimeout(
        () => setPending((p) => (p && p.from === from ? { from, shown: true } : p)),
        OVERLAY_DELAY_MS,
      );
    };
    // Capture phase: the router's own click handler cancels the event before it bubbles here.
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event)) start();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer);
    };
  }, []);

  // The navigation is over as soon as the rendered path is no longer the one we left. Forgetting
  // it then keeps the overlay from coming back when Back returns to that path.
  if (pending && pending.from !== pathname) setPending(null);
  if (!pending?.shown || pending.from !== pathname) return null;
  return (
    <div className="loading-overlay" role="status" data-testid="loading-overlay">
      <div className="spinner-border text-light" aria-hidden="true" />
      <span className="visually-hidden">{t('navigating')}</span>
    </div>
  );
}
