// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_LIST } from '../../../brands/index';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CompanyChooser } from './company-chooser';

setupTestServer();

describe('CompanyChooser', () => {
  it('a button per brand with its name, the current one marked', () => {
    renderWithProviders(<CompanyChooser onChosen={vi.fn()} />, { session: { company: BRAND_LIST[0]!.code } });
    const list = screen.getByRole('list', { name: 'Società' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(BRAND_LIST.map((b) => b.name));
    expect(buttons[0]!.getAttribute('aria-current')).toBe('true');
    expect(buttons.slice(1).every((b) => !b.hasAttribute('aria-current'))).toBe(true);
  });

  it('choosing starts the brand’s session, with every button disabled meanwhile, then reports the choice', async () => {
    const brand = BRAND_LIST[BRAND_LIST.length - 1]!;
    let release!: () => void;
    const chooseCompany = vi.fn(() => new Promise<void>((r) => (release = r)));
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<CompanyChooser onChosen={onChosen} />, {
      session: { chooseCompany },
    });
    await user.click(screen.getByTestId(`company-${brand.code}`));
    expect(chooseCompany).toHaveBeenCalledWith(brand.code);
    expect(screen.getAllByRole('button').every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect(onChosen).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(onChosen).toHaveBeenCalledWith(brand.code));
    expect(screen.getAllByRole('button').some((b) => b.hasAttribute('disabled'))).toBe(false);
  });
});
