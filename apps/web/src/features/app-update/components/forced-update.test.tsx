// @vitest-environment jsdom
import { getConfProperties } from '@sportello/contract/endpoints';
import { MESSAGES, MIN_VERSION_CHECK_INTERVAL_MS, MIN_VERSION_PROPERTY } from '@sportello/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { platform, setPlatform, type SportelloPlatform } from '../../../platform';
import { answer, failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import ForcedUpdate from './forced-update';

const minVersion = (value: string) =>
  answer(getConfProperties, {
    getConfPropertiesResponse: { success: true, items: [{ propertyName: MIN_VERSION_PROPERTY, value }] },
  });

const server = setupTestServer(minVersion('2.0.0'));
const webPlatform = platform();

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: the Modal only needs them to open and close.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  setPlatform(webPlatform);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const dialog = () => screen.queryByRole('dialog', { name: MESSAGES.updateRequiredTitle });

describe('ForcedUpdate', () => {
  it('an older version: a blocking dialog whose only way out is "Aggiorna ora", to the store', async () => {
    const open = vi.fn();
    setPlatform({
      ...webPlatform,
      store: { url: () => 'https://store.example/app', open },
    } as SportelloPlatform);
    let asked: string | undefined;
    server.use(
      handle(getConfProperties, ({ query }) => {
        asked = query.propertyName;
        return {
          getConfPropertiesResponse: {
            success: true as const,
            items: [{ propertyName: MIN_VERSION_PROPERTY, value: '2.0.0' }],
          },
        };
      }),
    );
    const { user } = renderWithProviders(<ForcedUpdate installedVersion="1.9.9" />);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(asked).toBe(MIN_VERSION_PROPERTY);
    const modal = dialog()!;
    expect(within(modal).getByText(MESSAGES.updateRequiredText)).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Chiudi' })).toBeNull();
    expect(
      within(modal)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([MESSAGES.updateNow]);
    await user.click(within(modal).getByRole('button', { name: MESSAGES.updateNow }));
    expect(open).toHaveBeenCalledWith('https://store.example/app');
  });

  it.each([['2.0.0'], ['2.1']])('version %s is allowed: no dialog', async (installed) => {
    let checks = 0;
    server.use(
      handle(getConfProperties, () => {
        checks += 1;
        return {
          getConfPropertiesResponse: {
            success: true as const,
            items: [{ propertyName: MIN_VERSION_PROPERTY, value: '2.0.0' }],
          },
        };
      }),
    );
    renderWithProviders(<ForcedUpdate installedVersion={installed} />);
    await waitFor(() => expect(checks).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
  });

  it('a failed check never bothers the customer', async () => {
    server.use(refuse(getConfProperties, 500, 'Errore'));
    renderWithProviders(<ForcedUpdate installedVersion="1.0.0" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no network: nothing either', async () => {
    server.use(failNetwork(getConfProperties));
    renderWithProviders(<ForcedUpdate installedVersion="1.0.0" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
  });

  it('checks again every 3 hours: a minimum raised later still asks for the update', async () => {
    // Only the clock is faked (Testing Library's waitFor needs real timers); the 3-hour timer's
    // callback is taken from setInterval and called once the clock has moved on.
    vi.useFakeTimers({ toFake: ['Date'] });
    const every = vi.spyOn(globalThis, 'setInterval');
    let checks = 0;
    server.use(
      handle(getConfProperties, () => {
        checks += 1;
        return {
          getConfPropertiesResponse: {
            success: true as const,
            items: [{ propertyName: MIN_VERSION_PROPERTY, value: checks === 1 ? '1.0.0' : '3.0.0' }],
          },
        };
      }),
    );
    renderWithProviders(<ForcedUpdate installedVersion="2.0.0" />);
    await waitFor(() => expect(checks).toBe(1));
    expect(dialog()).toBeNull();
    const tick = every.mock.calls.find(([, ms]) => ms === MIN_VERSION_CHECK_INTERVAL_MS)?.[0];
    expect(tick).toBeTypeOf('function');
    act(() => (tick as () => void)()); // too early: not asked again
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks).toBe(1);
    vi.setSystemTime(Date.now() + MIN_VERSION_CHECK_INTERVAL_MS);
    act(() => (tick as () => void)());
    await waitFor(() => expect(checks).toBe(2));
    await waitFor(() => expect(dialog()).not.toBeNull());
  });
});
