// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetTap, useTapReplay } from '@/lib/client/tap-replay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A button as PhotoOpener makes one: repeats a dropped tap, forgets the tap it handled. */
function Opener({ onOpen }: { onOpen: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useTapReplay(ref);
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => {
        forgetTap();
        onOpen();
      }}
    >
      Open
    </button>
  );
}

let root: Root | undefined;

/** The server's HTML of the button, before React has it. */
function serverHtml(): HTMLButtonElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Opener onOpen={() => {}} />)}</div>`;
  return document.querySelector('button')!;
}

function hydrate(onOpen: () => void) {
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Opener onOpen={onOpen} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.__pendingTap = 0;
});

describe('useTapReplay', () => {
  it('clicks the button once React has it, when it was tapped before: once', () => {
    const button = serverHtml();
    // The loader's record of a tap React could not handle yet.
    window.__pendingTap = { button, at: Date.now() };
    let opened = 0;
    hydrate(() => opened++);
    expect(document.querySelector('button')).toBe(button);
    expect(opened).toBe(1);
    expect(window.__pendingTap).toBe(0);
  });

  it('leaves a tap older than 5 s, or on another button, alone', () => {
    const button = serverHtml();
    window.__pendingTap = { button, at: Date.now() - 5_001 };
    let opened = 0;
    hydrate(() => opened++);
    expect(opened).toBe(0);
    act(() => root?.unmount());

    serverHtml();
    window.__pendingTap = { button: document.body, at: Date.now() };
    hydrate(() => opened++);
    expect(opened).toBe(0);
  });

  it('forgets a tap React handled itself, so it is never repeated', () => {
    serverHtml();
    let opened = 0;
    hydrate(() => opened++);
    const button = document.querySelector('button')!;
    window.__pendingTap = { button, at: Date.now() };
    act(() => button.click());
    expect(opened).toBe(1);
    expect(window.__pendingTap).toBe(0);
  });
});
