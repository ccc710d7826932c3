import { useId } from 'react';
import { THEME_CHOICES, THEME_NAMES, setThemeChoice, useTheme } from '../../../lib/theme';
import './theme-section.css';

/**
 * The profile's "Aspetto" section: the colour theme (as the system, light, dark, high contrast),
 * saved on this device as soon as it is picked (lib/theme.ts; the footer offers the same choice).
 */
export function ThemeSection() {
  const { choice, theme } = useTheme();
  const name = useId();
  const hintId = useId();
  return (
    <section className="profile-card" aria-labelledby="profilo-aspetto" data-testid="profile-theme">
      <h2 id="profilo-aspetto">Aspetto</h2>
      <fieldset className="theme-choice" aria-describedby={hintId}>
        <legend className="theme-choice__legend">Tema dei colori</legend>
        {THEME_CHOICES.map(({ value, label }) => (
          <label key={value} className="theme-choice__option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p id={hintId} className="theme-choice__hint muted">
        {choice === 'system'
          ? `Segue l’impostazione del dispositivo: ora ${THEME_NAMES[theme]}.`
          : 'La scelta vale su questo dispositivo e si applica subito.'}
      </p>
    </section>
  );
}
