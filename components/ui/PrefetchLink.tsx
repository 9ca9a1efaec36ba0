'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { usePrefetchAllowed } from '@/lib/client/hooks';

type PrefetchLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Fetch the page ahead once the link scrolls into view (default). */
  prefetch?: boolean;
};

/** Links waiting to come into view, each with what to do once it does. */
const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenVisible(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      waiting.get(entry.target)?.();
      waiting.delete(entry.target);
      observer?.unobserve(entry.target);
    }
  });
  waiting.set(element, callback);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/** A click the browser should handle itself: new tab or window, download, or already handled. */
function leaveToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * An in-app link: a real `<a>` (works without JavaScript, opens in a new tab as usual) that
 * navigates through the App Router and fetches its page ahead once visible — except offline, on
 * 2g or with data-saver on (SPEC §4). The router does the work, so this stays small, where
 * next/link would add its own script to every page.
 */
export function PrefetchLink({ href, prefetch = true, onClick, ...props }: PrefetchLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const allowed = usePrefetchAllowed() && prefetch;

  useEffect(() => {
    const element = ref.current;
    if (!element || !allowed || typeof IntersectionObserver === 'undefined') return;
    return whenVisible(element, () => router.prefetch(href));
  }, [allowed, href, router]);

  return (
    <a
      {...props}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leaveToBrowser(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
