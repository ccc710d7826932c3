import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../paths';

/**
 * The embedded address service (stradario): every Italian municipality active today, from
 * `data/comuni.json` (built by `scripts/refresh-comuni.mjs` from the ANPR list of the Ministero
 * dell'Interno, with ISTAT codes, names in both official languages, postal codes; see the
 * README), and the streets of the demo towns from `data/streets.json`, matched fuzzily. The
 * production adapter is a geocoding service behind the same three functions. Country is Italy.
 */

export type ComuneRow = [
  tKey: string,
  istatCode: string | null,
  cadastralCode: string,
  name: string,
  otherName: string | null,
  province: string,
  provinceName: string,
  region: string,
  postalCodes: string[],
  population: number,
];

export interface Town {
  /** The ISTAT code (the cadastral code for a municipality newer than the ANPR archive used). */
  tKey: string;
  istatCode: string | null;
  /** The official name, both languages where there are two ("Bolzano/Bozen"). */
  name: string;
  province: string;
  provinceName: string;
  region: string;
  postalCodes: string[];
  cadastralCode: string;
}

export interface Street {
  streetGeneric: string;
  streetName: string;
  fullName: string;
  postalCode: string;
  tKey: string;
}

/** Lower case, no accents or apostrophes, single spaces. */
export function normalize(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** Edit distance counting two swapped neighbours as one typo ("bolgona" → "bologna": 1). */
function typoDistance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** 0..1 similarity of two normalised strings. */
export function similarity(a: string, b: string): number {
  const x = normalize(a);
  const y = normalize(b);
  if (!x || !y) return 0;
  return 1 - levenshtein(x, y) / Math.max(x.length, y.length);
}

let towns: (Town & { norm: string; names: string[]; population: number })[] | null = null;
let streets: Map<string, (Street & { norm: string })[]> | null = null;

function loadTowns() {
  if (towns) return towns;
  const file = join(SERVER_ROOT, 'data', 'comuni.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { comuni: ComuneRow[] };
  towns = data.comuni.map(
    ([
      tKey,
      istatCode,
      cadastralCode,
      name,
      otherName,
      province,
      provinceName,
      region,
      postalCodes,
      population,
    ]) => ({
      tKey,
      istatCode,
      name: otherName ? `${name}/${otherName}` : name,
      province,
      provinceName,
      region,
      postalCodes,
      cadastralCode,
      norm: normalize(name),
      // Found by either official name: "Bolzano", "Bozen" and "Bolzano/Bozen".
      names: otherName
        ? [normalize(name), normalize(otherName), normalize(`${name} ${otherName}`)]
        : [normalize(name)],
      population,
    }),
  );
  return towns;
}

function loadStreets() {
  if (streets) return streets;
  const file = join(SERVER_ROOT, 'data', 'streets.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, [string, string, string][] | string>;
  streets = new Map();
  for (const [tKey, list] of Object.entries(raw)) {
    if (typeof list === 'string') continue;
    streets.set(
      tKey,
      list.map(([generic, name, cap]) => ({
        streetGeneric: generic,
        streetName: name,
        fullName: `${generic} ${name}`,
        postalCode: cap,
        tKey,
        norm: normalize(`${generic} ${name}`),
      })),
    );
  }
  return streets;
}

const strip = <T extends { norm: string }>({ norm: _n, ...rest }: T) => rest;
const townOf = ({ norm: _n, names: _m, population: _p, ...rest }: NonNullable<typeof towns>[number]): Town =>
  rest;

/** A near miss (a typo) of a name of at least this many letters is still offered. */
const FUZZY_MIN_LENGTH = 4;
/** At most one typo every four letters: "Ravena", "Bolgona"; a gone town's name finds nothing. */
const FUZZY_SIMILARITY = 0.75;

/**
 * Towns for the text, in tiers: the exact name (either official name or the whole bilingual form,
 * accents, apostrophes and case aside: `Vo'` is "vo"; every town of that name, Castro BG and
 * Castro LE), then the names starting with the text, then those containing it, then near misses
 * (most similar first). Within a tier, larger towns first.
 */
export function findTowns(text: string, count: number): Town[] {
  const q = normalize(text);
  if (!q || count < 1) return [];
  const all = loadTowns();
  const tiers: (typeof all)[] = [[], [], []];
  for (const t of all) {
    if (t.names.includes(q)) tiers[0]!.push(t);
    else if (t.names.some((n) => n.startsWith(q))) tiers[1]!.push(t);
    else if (t.names.some((n) => n.includes(q))) tiers[2]!.push(t);
  }
  const byPop = (a: { population: number }, b: { population: number }) => b.population - a.population;
  const found = tiers.flatMap((tier) => tier.sort(byPop));
  if (found.length >= count || q.length < FUZZY_MIN_LENGTH) return found.slice(0, count).map(townOf);
  const matched = new Set(found);
  const near: { t: (typeof all)[number]; sim: number }[] = [];
  for (const t of all) {
    if (matched.has(t)) continue;
    let sim = 0;
    for (const n of t.names) {
      const longest = Math.max(n.length, q.length);
      // The length difference alone already puts it too far: skip the edit distance.
      if (1 - Math.abs(n.length - q.length) / longest < FUZZY_SIMILARITY) continue;
      sim = Math.max(sim, 1 - typoDistance(n, q) / longest);
    }
    if (sim >= FUZZY_SIMILARITY) near.push({ t, sim });
  }
  near.sort((a, b) => b.sim - a.sim || byPop(a.t, b.t));
  return [...found, ...near.map((x) => x.t)].slice(0, count).map(townOf);
}

export function townByKey(tKey: string): Town | undefined {
  const t = loadTowns().find((x) => x.tKey === tKey);
  return t ? townOf(t) : undefined;
}

/** Streets of a town matching the text (in the name or with the generic part). */
export function findStreets(text: string, tKey: string, count: number): Street[] {
  const q = normalize(text);
  const list = loadStreets().get(tKey) ?? [];
  const scored = list
    .map((s) => {
      const name = normalize(s.streetName);
      const score =
        s.norm.startsWith(q) || name.startsWith(q)
          ? 3
          : s.norm.includes(q)
            ? 2
            : similarity(q, name) >= 0.7
              ? 1
              : 0;
      return { s, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.s.fullName.localeCompare(b.s.fullName, 'it'));
  return scored.slice(0, count).map((x) => strip(x.s));
}

export interface AddressInput {
  streetGeneric?: string;
  streetName: string;
  civicNumber?: string;
  city: string;
  province?: string;
  postalCode?: string;
}

export interface AddressCheck {
  score: number;
  valid: boolean;
  istatCode: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  streetGeneric: string | null;
  streetName: string | null;
  civicNumber: string | null;
}

/** Address valid at a score of 50 or more (spec section 5). */
export const ADDRESS_VALID_SCORE = 50;

/**
 * Scores an address 0–100: town 40 (fuzzy), postal code of that town 20, province 10, street
 * 25 (fuzzy against the town's street list; a plausible name where the list has none), civic
 * number 5.
 */
export function checkAddress(input: AddressInput): AddressCheck {
  const all = loadTowns();
  const cityNorm = normalize(input.city);
  // The town that best explains the input: name similarity, then its postal code and province.
  let best: (typeof all)[number] | undefined;
  let bestSim = 0;
  let bestRank = -1;
  for (const t of all) {
    const sim = t.names.includes(cityNorm)
      ? 1
      : Math.max(...t.names.map((n) => (n[0] === cityNorm[0] ? similarity(n, cityNorm) : 0)));
    if (sim < 0.6) continue;
    const rank =
      40 * sim +
      (input.postalCode && t.postalCodes.includes(input.postalCode) ? 20 : 0) +
      (input.province && t.province === input.province.toUpperCase() ? 10 : 0) +
      Math.min(t.population, 3_000_000) / 1e9;
    if (rank > bestRank) {
      best = t;
      bestSim = sim;
      bestRank = rank;
    }
  }
  if (!best) {
    return {
      score: 0,
      valid: false,
      istatCode: null,
      city: null,
      province: null,
      postalCode: null,
      streetGeneric: null,
      streetName: null,
      civicNumber: null,
    };
  }
  let score = Math.round(40 * bestSim);
  const postalOk = !!input.postalCode && best.postalCodes.includes(input.postalCode);
  if (postalOk) score += 20;
  if (input.province && best.province === input.province.toUpperCase()) score += 10;

  const list = loadStreets().get(best.tKey);
  const wanted = normalize(`${input.streetGeneric ?? ''} ${input.streetName}`);
  let street: Street | null = null;
  if (list) {
    let streetSim = 0;
    for (const s of list) {
      const sim = Math.max(similarity(s.norm, wanted), similarity(s.streetName, input.streetName));
      if (sim > streetSim) {
        streetSim = sim;
        street = strip(s);
      }
    }
    if (streetSim >= 0.6) score += Math.round(25 * streetSim);
    else street = null;
  } else if (normalize(input.streetName).length >= 3) {
    score += 15;
  }
  if (input.civicNumber && /^\d{1,5}/.test(input.civicNumber.trim())) score += 5;
  score = Math.min(100, score);
  return {
    score,
    valid: score >= ADDRESS_VALID_SCORE,
    istatCode: best.istatCode,
    city: best.name,
    province: best.province,
    postalCode: postalOk
      ? input.postalCode!
      : (street?.postalCode ?? (best.postalCodes.length === 1 ? best.postalCodes[0]! : null)),
    streetGeneric: street?.streetGeneric ?? input.streetGeneric ?? null,
    streetName: street?.streetName ?? input.streetName,
    civicNumber: input.civicNumber ?? null,
  };
}
