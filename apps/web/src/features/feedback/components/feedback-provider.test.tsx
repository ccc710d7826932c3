// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useFeedback, type FeedbackData } from '../../../components/ui/feedback-context';
import { FeedbackProvider } from './feedback-provider';

beforeAll(() => {
  // jsdom knows <dialog> but not its modal methods.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & {
    showModal: () => void;
    close: () => void;
  };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

let api: ReturnType<typeof useFeedback>;
function Grab() {
  api = useFeedback();
  return null;
}

function setup(navigate = vi.fn()) {
  render(
    <FeedbackProvider navigate={navigate}>
      <Grab />
    </FeedbackProvider>,
  );
  return navigate;
}

async function show(data: FeedbackData) {
  act(() => api.show(data));
  await screen.findByTestId('feedback');
}

describe('feedback store and screen', () => {
  it('shows a title and a safe HTML description, and clear() hides it', async () => {
    setup();
    await show({
      title: 'Richiesta inviata!',
      description: '<p>Grazie <strong>Mario</strong><script>alert(1)</script></p>',
    });
    // The native dialog opens in an effect after the render that shows its content.
    expect(await screen.findByRole('dialog', { name: 'Richiesta inviata!' })).toBeTruthy();
    const body = screen.getByTestId('feedback');
    expect(body.innerHTML).toContain('<strong>Mario</strong>');
    expect(body.innerHTML).not.toContain('<script');
    expect(body.innerHTML).not.toContain('alert');
    act(() => api.clear());
    await waitFor(() => expect(screen.queryByTestId('feedback')).toBeNull());
  });

  it('runs a button action, then closes', async () => {
    setup();
    const action = vi.fn();
    await show({ title: 'Fatto', firstButton: { label: 'Ok', action } });
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(action).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByTestId('feedback')).toBeNull());
    expect(api.feedback).toBeNull();
  });

  it('follows an internal link through the router and opens external ones in a new tab', async () => {
    const navigate = setup();
    await show({
      title: 'Link',
      firstButton: { label: 'Torna alla home', link: '/dashboard' },
      secondButton: { label: 'Sito', link: 'https://www.example.it/' },
    });
    const external = screen.getByRole('link', { name: 'Sito' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    await userEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(screen.queryByTestId('feedback')).toBeNull());
  });

  it('full-page mode shows the brand logo and has no close button', async () => {
    setup();
    await show({
      title: 'La tua sessione è scaduta',
      isFull: true,
      firstButton: { label: 'Vai al login', link: '/login' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'La tua sessione è scaduta' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Astra Energia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
