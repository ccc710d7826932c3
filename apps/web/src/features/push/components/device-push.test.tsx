// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enablePushDevice, forgetPushDevice, pushDeviceId } from '../../../lib/push-device';
import { platform, setPlatform, type SportelloPlatform } from '../../../platform';
import { DevicePush } from './device-push';

// The device's registration is lib code with its own tests: here only what the screen makes of it.
vi.mock('../../../lib/push-device', () => ({
  enablePushDevice: vi.fn(),
  forgetPushDevice: vi.fn(),
  pushDeviceId: vi.fn(),
}));

const webPlatform = platform();

function onPlatform(name: 'web' | 'android', supported: boolean) {
  const base: SportelloPlatform = webPlatform;
  setPlatform({
    ...base,
    name: () => name,
    push: { ...base.push, supported: () => supported },
  } as SportelloPlatform);
}

beforeEach(() => {
  vi.mocked(pushDeviceId).mockReturnValue(null);
  vi.mocked(enablePushDevice).mockResolvedValue('device-1');
  vi.mocked(forgetPushDevice).mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  setPlatform(webPlatform);
  vi.clearAllMocks();
});

describe('DevicePush', () => {
  it('a browser without Web Push says so', () => {
    onPlatform('web', false);
    render(<DevicePush />);
    expect(screen.getByTestId('device-push-unsupported').textContent).toBe(
      'Questo browser non può ricevere notifiche push.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an app without push shows nothing', () => {
    onPlatform('android', false);
    const { container } = render(<DevicePush />);
    expect(container.innerHTML).toBe('');
  });

  it('off: "Attiva" registers this browser and confirms it', async () => {
    onPlatform('web', true);
    let finish: (id: string) => void = () => undefined;
    vi.mocked(enablePushDevice).mockReturnValue(new Promise<string>((resolve) => (finish = resolve)));
    render(<DevicePush />);
    expect(screen.getByRole('heading', { name: 'Notifiche su questo browser' })).toBeTruthy();
    expect(screen.getByText('Le notifiche push non sono attive su questo browser.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Attiva su questo browser' }));
    const busy = screen.getByRole('button', { name: 'Attendere…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish('device-1');

    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifiche push attivate su questo browser.',
    );
    expect(screen.getByRole('status').className).toBe('alert alert--ok');
    expect(screen.getByText('Le notifiche push sono attive su questo browser.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disattiva su questo browser' })).toBeTruthy();
    expect(enablePushDevice).toHaveBeenCalledTimes(1);
  });

  it('a refused permission: an alert on what to check, still off', async () => {
    onPlatform('web', true);
    vi.mocked(enablePushDevice).mockRejectedValue(new Error('denied'));
    render(<DevicePush />);
    await userEvent.click(screen.getByRole('button', { name: 'Attiva su questo browser' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile attivare le notifiche su questo browser: controlla che siano permesse nelle impostazioni del browser.',
    );
    expect(screen.getByRole('button', { name: 'Attiva su questo browser' })).toBeTruthy();
  });

  it('on, in the app: "Disattiva" forgets this device', async () => {
    onPlatform('android', true);
    vi.mocked(pushDeviceId).mockReturnValue('device-1');
    render(<DevicePush />);
    expect(screen.getByText('Le notifiche push sono attive su questo dispositivo.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disattiva su questo dispositivo' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifiche push disattivate su questo dispositivo.',
    );
    expect(forgetPushDevice).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Attiva su questo dispositivo' })).toBeTruthy();
  });

  it('an app whose permission is refused: no browser settings in the message', async () => {
    onPlatform('android', true);
    vi.mocked(enablePushDevice).mockRejectedValue(new Error('denied'));
    render(<DevicePush />);
    await userEvent.click(screen.getByRole('button', { name: 'Attiva su questo dispositivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile attivare le notifiche su questo dispositivo: controlla che siano permesse nelle impostazioni.',
    );
  });
});
