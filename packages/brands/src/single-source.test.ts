import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_LIST } from './index';

/**
 * "Nothing else defines a brand": a brand's display name or primary colour written anywhere in
 * the apps' sources means a second definition that will drift from the registry. Tests may name
 * brands (they check what the user sees); built output and dependencies are not sources.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|html|css|svg|json)$/;
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'dist-app',
  'dist-native',
  'coverage',
  'android',
  'ios',
]);
const IS_TEST = /(\.test\.|\.spec\.|[\\/]test[\\/]|[\\/]testing[\\/])/;

/**
 * Files that still hold a brand's value, each with the reason it may. Keep this list short: an
 * entry is a debt, not a licence.
 */
const ALLOWED: Record<string, string> = {
  // Applied migrations are history and never edited (their reference rows are checked against
  // the registry by apps/server/test/seed-brands.test.ts, and the demo seed writes the registry's
  // values over them).
  'apps/server/migrations/': 'applied migrations are immutable',
  // Written by `npm run brand -w apps/mobile` from the registry, not a source (git-ignored).
  'apps/mobile/brand.json': 'generated from the registry',
  'apps/mobile/assets/': 'generated from the registry',
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Each brand value a text holds, as `<code> <what> "<value>"`. */
export function brandLiterals(text: string): string[] {
  const lower = text.toLowerCase();
  return BRAND_LIST.flatMap((brand) => [
    ...(text.includes(brand.name) ? [`${brand.code} name "${brand.name}"`] : []),
    ...(lower.includes(brand.colors.primary.toLowerCase())
      ? [`${brand.code} primary "${brand.colors.primary}"`]
      : []),
  ]);
}

describe('the brand registry is the only source of a brand', () => {
  it('finds a brand name or primary colour in a text (the check below can fail)', () => {
    const [first, second] = BRAND_LIST;
    expect(brandLiterals(`title: '${first!.name}'`)).toEqual([`${first!.code} name "${first!.name}"`]);
    expect(brandLiterals(`color: ${second!.colors.primary.toUpperCase()};`)).toEqual([
      `${second!.code} primary "${second!.colors.primary}"`,
    ]);
    expect(brandLiterals('nessun marchio qui')).toEqual([]);
  });

  it('no source file under apps/ other than the registry names a brand or its primary colour', () => {
    const found: string[] = [];
    for (const path of sourceFiles(join(ROOT, 'apps'))) {
      const file = relative(ROOT, path).split('\\').join('/');
      if (IS_TEST.test(`/${file}`)) continue;
      if (
        Object.keys(ALLOWED).some(
          (allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed)),
        )
      )
        continue;
      for (const literal of brandLiterals(readFileSync(path, 'utf8'))) found.push(`${file}: ${literal}`);
    }
    expect(found).toEqual([]);
  });
});
