// eslint-disable-next-line no-restricted-imports -- a test of the sources reads them; never in the bundle
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { join, relative, sep } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- as above
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every form is written one way (components/ui/form.tsx): react-hook-form validated by a zod
 * schema from the contract or its pieces, through useZodForm. A form written another way fails
 * here, unless it is listed below with its reason.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

const EXCEPTIONS: Record<string, string> = {
  // The login page's first bundle has a 128 KB budget (DESIGN.md) and react-hook-form with zod
  // would not fit in it; the form validates with the domain's rules and shares the kit's markup.
  'features/auth/components/login-form.tsx': 'on the login page’s eager path (bundle budget)',
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) yield path;
  }
}

const forms = [...sources(join(SRC, 'features')), ...sources(join(SRC, 'app'))]
  .map((path) => ({ name: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /<form[\s>]/.test(text));

describe('forms', () => {
  it('every form of the web is on useZodForm (react-hook-form with a zod schema)', () => {
    expect(forms.length).toBeGreaterThan(20);
    const other = forms
      .filter(({ name, text }) => !EXCEPTIONS[name] && !/\buseZodForm\(/.test(text))
      .map(({ name }) => name);
    expect(other).toEqual([]);
  });

  it('each exception still exists and still needs to be one', () => {
    for (const name of Object.keys(EXCEPTIONS)) {
      const form = forms.find((f) => f.name === name);
      expect(form, `${name} still has a form`).toBeTruthy();
      expect(/\buseZodForm\(/.test(form!.text), `${name} is on useZodForm: remove the exception`).toBe(false);
    }
  });
});
