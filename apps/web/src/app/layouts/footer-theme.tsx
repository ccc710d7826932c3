import { useId } from 'react';
import { THEME_CHOICES, setThemeChoice, useTheme, type ThemeChoice } from '../../lib/theme';
import './footer-theme.css';

/** The footer's theme switcher: the same four choices as the profile, saved as soon as picked. */
export function FooterTheme() {
  const { choice } = useTheme();
  const id = useId();
  return (
    <p className="footer-theme">
      <label htmlFor={id}>Tema</label>
      <select
        id={id}
        className="footer-theme__select"
        value={choice}
        onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </p>
  );
}
