// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY, useIsMobileLayout, useMediaQuery } from './use-media-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** One media query list whose answer a test changes, telling its listeners as a browser does. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
    listeners,
  };
}

function Probe({ query }: { query?: string }) {
  const small = useIsMobileLayout();
  const other = useMediaQuery(query ?? '(min-width: 1px)');
  return <p>{`${small ? 'mobile' : 'desktop'} ${other ? 'sì' : 'no'}`}</p>;
}

describe('useMediaQuery', () => {
  it('the mobile query stops just below 992 px', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 991.98px)');
  });

  it('follows the media query as it changes, and stops listening on unmount', () => {
    const media = fakeMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('desktop no')).toBeTruthy();
    act(() => media.set(true));
    expect(screen.getByText('mobile sì')).toBeTruthy();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
