// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefetchLink } from '@/components/ui/PrefetchLink';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** Records the observed links so a test can bring one into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  show(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('PrefetchLink', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    router.push.mockClear();
    router.prefetch.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('navigates in the app on a plain click and calls the own handler first', () => {
    const onClick = vi.fn();
    render(
      <PrefetchLink href="/breed" onClick={onClick}>
        Breed
      </PrefetchLink>,
    );
    const link = screen.getByRole('link', { name: 'Breed' });
    expect(link.getAttribute('href')).toBe('/breed');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no full page load
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/breed');
  });

  it('leaves new-tab clicks, other targets and downloads to the browser', () => {
    render(
      <>
        <PrefetchLink href="/a">A</PrefetchLink>
        <PrefetchLink href="/b" target="_blank">
          B
        </PrefetchLink>
        <PrefetchLink href="/c" download>
          C
        </PrefetchLink>
      </>,
    );
    expect(fireEvent.click(screen.getByText('A'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('A'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('B'))).toBe(true);
    expect(fireEvent.click(screen.getByText('C'))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('fetches the page ahead once the link is in view, unless told not to', () => {
    render(
      <>
        <PrefetchLink href="/gallery">Gallery</PrefetchLink>
        <PrefetchLink href="/contact" prefetch={false}>
          Contact
        </PrefetchLink>
      </>,
    );
    // One observer serves every link of the page.
    const observer = FakeObserver.last!;
    expect(observer.targets).toContain(screen.getByText('Gallery'));
    expect(observer.targets).not.toContain(screen.getByText('Contact'));
    expect(router.prefetch).not.toHaveBeenCalled();
    observer.show(screen.getByText('Gallery'));
    expect(router.prefetch).toHaveBeenCalledWith('/gallery');
  });
});
