import type { Brand } from './brand';

/**
 * The portal's themes: light (the registry's colours as they are), dark, and high contrast (a
 * light theme at 7:1 for text). Dark and high contrast are derived here from each brand's registry
 * colours, with every pair of colours the screens put together checked for contrast
 * (themes.test.ts): no brand colour is written anywhere else.
 */
export const THEMES = ['light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** The colour tokens of a theme: each is a CSS variable (`PALETTE_VARS`) the stylesheets read. */
export interface Palette {
  /** Page background. */
  bg: string;
  /** Tinted backgrounds: footer, drawer, cards' headers, table headings. */
  surface: string;
  text: string;
  /** Secondary text, on `bg` and on `surface`. */
  muted: string;
  /** Decorative borders and separators (never the only mark of a control). */
  border: string;
  /** The border of inputs and other controls (3:1 on `bg`). */
  fieldBorder: string;
  /** Buttons' background and borders, the header's rule, charts. */
  primary: string;
  /** Headings and links on `bg` and `surface`; the outer focus ring; buttons on hover. */
  primaryDark: string;
  /** Text on `primary` and on `primaryDark`. */
  onPrimary: string;
  /** The inner focus ring, highlights, a chart series (never text). */
  accent: string;
  error: string;
  errorBg: string;
  ok: string;
  okBg: string;
}

export const PALETTE_VARS: Readonly<Record<keyof Palette, string>> = {
  bg: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
  border: '--color-border',
  fieldBorder: '--color-field-border',
  primary: '--color-primary',
  primaryDark: '--color-primary-dark',
  onPrimary: '--color-on-primary',
  accent: '--color-accent',
  error: '--color-error',
  errorBg: '--color-error-bg',
  ok: '--color-ok',
  okBg: '--color-ok-bg',
};

/**
 * The pairs the screens put together (foreground on background) and the contrast each needs:
 * `text` is 4.5:1 (7:1 in high contrast), `ui` is 3:1 (controls' borders, focus rings, chart
 * marks). Checked for every brand and theme by themes.test.ts.
 */
export const CONTRAST_PAIRS: readonly { fg: keyof Palette; bg: keyof Palette; kind: 'text' | 'ui' }[] = [
  { fg: 'text', bg: 'bg', kind: 'text' },
  { fg: 'text', bg: 'surface', kind: 'text' },
  { fg: 'text', bg: 'okBg', kind: 'text' },
  { fg: 'text', bg: 'errorBg', kind: 'text' },
  { fg: 'muted', bg: 'bg', kind: 'text' },
  { fg: 'muted', bg: 'surface', kind: 'text' },
  { fg: 'primaryDark', bg: 'bg', kind: 'text' },
  { fg: 'primaryDark', bg: 'surface', kind: 'text' },
  { fg: 'onPrimary', bg: 'primary', kind: 'text' },
  { fg: 'onPrimary', bg: 'primaryDark', kind: 'text' },
  { fg: 'error', bg: 'bg', kind: 'text' },
  { fg: 'error', bg: 'errorBg', kind: 'text' },
  { fg: 'ok', bg: 'bg', kind: 'text' },
  { fg: 'ok', bg: 'surface', kind: 'text' },
  { fg: 'ok', bg: 'okBg', kind: 'text' },
  { fg: 'primary', bg: 'bg', kind: 'ui' },
  { fg: 'fieldBorder', bg: 'bg', kind: 'ui' },
  { fg: 'fieldBorder', bg: 'surface', kind: 'ui' },
  { fg: 'primaryDark', bg: 'bg', kind: 'ui' },
];

/** The contrast a pair needs in a theme. */
export function requiredContrast(kind: 'text' | 'ui', theme: Theme): number {
  if (kind === 'ui') return 3;
  return theme === 'contrast' ? 7 : 4.5;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `b`, `amount` of `b` (0 to 1). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((c, i) => c + (y[i]! - c) * amount) as Rgb);
}

/**
 * The colour nearest to `color` (mixed towards white or black, as `towards` says) that reaches
 * `ratio` against every one of `against`; white or black itself if nothing nearer does.
 */
export function withContrast(
  color: string,
  against: readonly string[],
  ratio: number,
  towards: 'white' | 'black',
): string {
  const end = towards === 'white' ? '#ffffff' : '#000000';
  for (let step = 0; step <= 100; step += 2) {
    const candidate = mix(color, end, step / 100);
    if (against.every((other) => contrastRatio(candidate, other) >= ratio + 0.05)) return candidate;
  }
  return end;
}

/** Light neutrals: the registry's brands were chosen against them (brands.test.ts). */
const LIGHT = {
  bg: '#ffffff',
  text: '#1b1f24',
  muted: '#4f5863',
  border: '#c9d1da',
  fieldBorder: '#6b7683',
  error: '#b3261e',
  errorBg: '#fdecea',
  ok: '#1e6b34',
  okBg: '#e6f4ea',
} as const;

function lightPalette(colors: Brand['colors']): Palette {
  return { ...LIGHT, ...colors };
}

/** Dark: near-black tinted by the brand, the brand's colours lightened until they read on it. */
function darkPalette(colors: Brand['colors']): Palette {
  const bg = mix('#121417', colors.primary, 0.06);
  const surface = mix('#1d2024', colors.primary, 0.12);
  const text = '#eef1f4';
  const primaryDark = withContrast(colors.primary, [bg, surface], 7, 'white');
  const primary = withContrast(colors.primary, [bg, surface], 4.5, 'white');
  const errorBg = mix(bg, LIGHT.error, 0.22);
  const okBg = mix(bg, LIGHT.ok, 0.3);
  return {
    bg,
    surface,
    text,
    muted: withContrast('#aab3bd', [bg, surface], 4.5, 'white'),
    border: mix(surface, text, 0.18),
    fieldBorder: withContrast('#7d8793', [bg, surface], 3, 'white'),
    primary,
    primaryDark,
    onPrimary: bg,
    accent: withContrast(colors.accent, [bg], 3, 'white'),
    error: withContrast('#ff8a80', [bg, errorBg, surface], 4.5, 'white'),
    errorBg,
    ok: withContrast('#7fd89a', [bg, okBg, surface], 4.5, 'white'),
    okBg,
  };
}

/** High contrast: white and black, the brand's colour darkened to 7:1, strong borders. */
function contrastPalette(colors: Brand['colors']): Palette {
  const bg = '#ffffff';
  const surface = mix(bg, colors.primary, 0.05);
  const primary = withContrast(colors.primary, [bg, surface], 7, 'black');
  const errorBg = '#fff0ee';
  const okBg = '#eefaf1';
  return {
    bg,
    surface,
    text: '#000000',
    muted: withContrast('#333a42', [bg, surface], 7, 'black'),
    border: '#4a525c',
    fieldBorder: '#1b1f24',
    primary,
    primaryDark: withContrast(colors.primary, [bg, surface, '#ffffff'], 10, 'black'),
    onPrimary: '#ffffff',
    accent: withContrast(colors.accent, [bg], 3, 'black'),
    error: withContrast(LIGHT.error, [bg, errorBg, surface], 7, 'black'),
    errorBg,
    ok: withContrast(LIGHT.ok, [bg, okBg, surface], 7, 'black'),
    okBg,
  };
}

/** A brand's palette in a theme. */
export function palette(colors: Brand['colors'], theme: Theme): Palette {
  if (theme === 'dark') return darkPalette(colors);
  if (theme === 'contrast') return contrastPalette(colors);
  return lightPalette(colors);
}

function declarations(p: Palette): string {
  return (Object.keys(PALETTE_VARS) as (keyof Palette)[])
    .map((key) => `${PALETTE_VARS[key]}:${p[key]}`)
    .join(';');
}

/**
 * A brand's colour variables for the three themes, as CSS: `:root` for light (also where no theme
 * is set yet) and `:root[data-theme=…]` for the others. The HTML's first style holds the default
 * brand's (apps/web/build/brand-assets.ts), applyBrand the visitor's.
 */
export function themeCss(colors: Brand['colors']): string {
  return THEMES.map((theme) => {
    const selector = theme === 'light' ? ':root' : `:root[data-theme=${theme}]`;
    return `${selector}{${declarations(palette(colors, theme))}}`;
  }).join('');
}
