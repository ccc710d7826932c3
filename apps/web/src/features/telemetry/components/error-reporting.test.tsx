// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initErrorReporting } from '../../../lib/telemetry';
import { ErrorReporting } from './error-reporting';

// Whether Sentry loads (only with a DSN) is lib/telemetry's, tested there: here only when it starts.
vi.mock('../../../lib/telemetry', () => ({ initErrorReporting: vi.fn(() => Promise.resolve()) }));

function readyState(state: DocumentReadyState) {
  return vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(initErrorReporting).mockClear();
});

describe('ErrorReporting', () => {
  it('page already loaded: starts just after the first render, once', async () => {
    readyState('complete');
    render(<ErrorReporting />);
    expect(initErrorReporting).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(initErrorReporting).toHaveBeenCalledTimes(1));
  });

  it('page still loading: waits for the load event', async () => {
    readyState('loading');
    render(<ErrorReporting />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(initErrorReporting).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(initErrorReporting).toHaveBeenCalledTimes(1);
  });

  it('gone before the page loaded: never starts', async () => {
    readyState('loading');
    const { unmount } = render(<ErrorReporting />);
    unmount();
    window.dispatchEvent(new Event('load'));
    readyState('complete');
    const again = render(<ErrorReporting />);
    again.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(initErrorReporting).not.toHaveBeenCalled();
  });
});
