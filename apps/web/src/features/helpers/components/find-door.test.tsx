// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { FindDoor } from './find-door';

afterEach(cleanup);

const legend = () => within(screen.getByTestId('find-door-legend')).getAllByRole('listitem');

describe('FindDoor', () => {
  it('starts on the electricity bill: the picture, its description and the legend agree', () => {
    renderWithProviders(<FindDoor />);
    const group = screen.getByRole('group', { name: 'Quale bolletta hai?' });
    expect((within(group).getByRole('radio', { name: 'Bolletta luce' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const picture = screen.getByRole('img', { name: /^Bolletta luce di esempio/ });
    expect(picture.getAttribute('data-testid')).toBe('sample-bill-luce');
    expect(legend().map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Codice cliente',
      'POD (punto di prelievo)',
      'Indirizzo della fornitura',
    ]);
    expect(screen.getByText(/Il POD identifica il punto/)).toBeTruthy();
  });

  it('the gas bill marks the PDR and the meter', async () => {
    const { user } = renderWithProviders(<FindDoor />);
    await user.click(screen.getByRole('radio', { name: 'Bolletta gas' }));
    expect(screen.getByRole('img', { name: /^Bolletta gas di esempio/ }).getAttribute('data-testid')).toBe(
      'sample-bill-gas',
    );
    expect(legend()[1]!.textContent).toBe('PDR (punto di riconsegna) – ad esempio 14000000209458');
    expect(legend()[2]!.textContent).toContain('Matricola del contatore');
    expect(screen.getByText(/Il PDR identifica il punto/)).toBeTruthy();
    expect(screen.queryByText(/Il POD identifica/)).toBeNull();
  });
});
