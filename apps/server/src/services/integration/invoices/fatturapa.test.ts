import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../../paths';
import { storedZip } from '../../../../test/fixtures/fatturapa/zip';
import { documentXml, kindOf, unwrapP7m, zipEntries } from './envelope';
import { FatturaPaError, parseFatturaPa } from './fatturapa';
import { sectionOf, supplyCodeOf } from './mapper';

const DIR = join(SERVER_ROOT, 'test/fixtures/fatturapa');
const sample = (name: string) => readFileSync(join(DIR, name));
const XSD = join(DIR, 'xsd');

async function schemaErrors(xml: Buffer): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'documento.xml', contents: xml.toString('utf8') }],
    schema: [
      {
        fileName: 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd',
        contents: readFileSync(join(XSD, 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd'), 'utf8'),
      },
    ],
    preload: [
      {
        fileName: 'xmldsig-core-schema.xsd',
        contents: readFileSync(join(XSD, 'xmldsig-core-schema.xsd'), 'utf8'),
      },
    ],
  });
  return result.errors.map((e) => e.rawMessage);
}

function refusal(fn: () => unknown): FatturaPaError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FatturaPaError) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('the FatturaPA sample set against the official schema (v1.2.2, with xmldsig)', () => {
  const good = readdirSync(DIR).filter((f) => /^IT\d{11}_.*\.xml$/.test(f));
  it('ships an ordinary bill, a credit note, a bill with its PDF, a signed .p7m and a malformed one', () => {
    expect(good).toEqual(
      expect.arrayContaining([
        'IT07654320584_FE0001.xml',
        'IT07654320584_NC0001.xml',
        'IT07654320584_FE0002.xml',
      ]),
    );
    expect(readdirSync(DIR)).toEqual(
      expect.arrayContaining(['IT07654320584_FE0003.xml.p7m', 'malformed.xml']),
    );
  });

  it.each(good)('%s is valid', async (name) => {
    expect(await schemaErrors(sample(name))).toEqual([]);
  });

  it('the XML signed in the .p7m is valid', async () => {
    expect(await schemaErrors(unwrapP7m(sample('IT07654320584_FE0003.xml.p7m')))).toEqual([]);
  });

  it('the malformed sample is refused by the schema too', async () => {
    expect((await schemaErrors(sample('malformed.xml'))).length).toBeGreaterThan(0);
  });
});

describe('parseFatturaPa', () => {
  it('reads an ordinary energy bill: parties, number, dates, lines with their POD, VAT summary, payment', () => {
    const doc = parseFatturaPa(sample('IT07654320584_FE0001.xml'));
    expect(doc.format).toBe('FPR12');
    expect(doc.emitter).toMatchObject({ vat: 'IT07654320584', name: 'Astra Energia S.p.A.' });
    expect(doc.receiver).toMatchObject({ fiscalCode: 'RSSMRA80A01H501U', vat: null, name: 'Mario Rossi' });
    expect(doc.bodies).toHaveLength(1);
    const [body] = doc.bodies;
    expect(body).toMatchObject({
      documentType: 'TD01',
      number: 'FE-2026-0001',
      date: '2026-11-10',
      totalAmount: '167.49',
      currency: 'EUR',
    });
    expect(body!.lines).toHaveLength(8);
    expect(body!.lines[0]).toMatchObject({
      quantity: '180.00',
      unit: 'kWh',
      amount: '26.10',
      periodStart: '2026-09-01',
    });
    expect(body!.lines.map(supplyCodeOf)).toEqual(Array(8).fill('IT001E10007919'));
    expect(body!.vatSummary.map((r) => [r.rate, r.nature, r.tax])).toEqual([
      ['10.00', null, '13.59'],
      ['0.00', 'N1', '0.00'],
    ]);
    expect(body!.payments).toEqual([
      {
        terms: 'TP02',
        details: [
          { method: 'MP05', dueDate: '2026-11-30', amount: '167.49', iban: 'IT60X0542811101000000123456' },
        ],
      },
    ]);
  });

  it('reads a credit note (TD04) with the bill it corrects', () => {
    const [body] = parseFatturaPa(sample('IT07654320584_NC0001.xml')).bodies;
    expect(body).toMatchObject({
      documentType: 'TD04',
      number: 'NC-2026-0001',
      linkedInvoices: ['FE-2026-0001'],
    });
  });

  it('reads the attached PDF (Allegati) as its bytes', () => {
    const [body] = parseFatturaPa(sample('IT07654320584_FE0002.xml')).bodies;
    expect(body!.attachments).toHaveLength(1);
    expect(body!.attachments[0]!.name).toBe('bolletta-FE-2026-0002.pdf');
    expect(body!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses what is not a FatturaPA document, in Italian', () => {
    expect(refusal(() => parseFatturaPa(sample('malformed.xml')))).toMatchObject({ code: 'malformed_xml' });
    expect(refusal(() => parseFatturaPa(sample('malformed.xml'))).message).toMatch(
      /^XML non valido alla riga \d+/,
    );
    expect(refusal(() => parseFatturaPa(Buffer.from('ciao')))).toMatchObject({
      code: 'malformed_xml',
      message: 'Il documento non è XML.',
    });
    expect(
      refusal(() => parseFatturaPa(Buffer.from('<?xml version="1.0"?><Ordine><Numero>1</Numero></Ordine>'))),
    ).toMatchObject({
      code: 'not_fatturapa',
    });
    const noNumber = sample('IT07654320584_FE0001.xml')
      .toString()
      .replace('<Numero>FE-2026-0001</Numero>', '');
    expect(refusal(() => parseFatturaPa(noNumber)).message).toBe(
      'Manca l’elemento obbligatorio Numero (documento).',
    );
    const badAmount = sample('IT07654320584_FE0001.xml')
      .toString()
      .replace('<PrezzoTotale>26.10', '<PrezzoTotale>26,10');
    expect(refusal(() => parseFatturaPa(badAmount)).message).toBe(
      'PrezzoTotale non è un importo valido: «26,10» (documento n. FE-2026-0001, linea 1).',
    );
  });

  it('honours a declared Latin-1 encoding', () => {
    const xml = sample('IT07654320584_FE0001.xml')
      .toString()
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('Accisa sull energia', 'Accisa sull’energia è');
    const doc = parseFatturaPa(Buffer.from(xml.replace('’', "'"), 'latin1'));
    expect(doc.bodies[0]!.lines[6]!.description).toBe("Accisa sull'energia è elettrica");
  });
});

describe('the envelope: .p7m and zip', () => {
  const signedXml = () => unwrapP7m(sample('IT07654320584_FE0003.xml.p7m'));

  it('takes the signed XML out of a CAdES .p7m, DER or base64', () => {
    const der = sample('IT07654320584_FE0003.xml.p7m');
    expect(kindOf(der)).toBe('p7m');
    expect(parseFatturaPa(signedXml()).bodies[0]!.number).toBe('FE-2026-0003');
    const b64 = Buffer.from(der.toString('base64').replace(/(.{64})/g, '$1\r\n'));
    expect(kindOf(b64)).toBe('p7m');
    expect(documentXml(b64, 'documento').equals(signedXml())).toBe(true);
  });

  it('refuses a .p7m that is not signed data', () => {
    expect(refusal(() => unwrapP7m(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01])))).toMatchObject({
      code: 'malformed_p7m',
    });
    expect(refusal(() => unwrapP7m(Buffer.from('non è base64!')))).toMatchObject({ code: 'malformed_p7m' });
  });

  it('walks a zip entry by entry, each .xml or .p7m unwrapped, anything else answered apart', async () => {
    const zip = storedZip([
      { name: 'lotto/IT07654320584_FE0001.xml', content: sample('IT07654320584_FE0001.xml') },
      { name: 'lotto/IT07654320584_FE0003.xml.p7m', content: sample('IT07654320584_FE0003.xml.p7m') },
      { name: 'lotto/leggimi.txt', content: 'ciao' },
      { name: 'lotto/', content: '' },
    ]);
    expect(kindOf(zip)).toBe('zip');
    const entries = [];
    for await (const e of zipEntries(zip)) entries.push(e);
    expect(entries.map((e) => [e.name, e.error?.code ?? 'ok'])).toEqual([
      ['lotto/IT07654320584_FE0001.xml', 'ok'],
      ['lotto/IT07654320584_FE0003.xml.p7m', 'ok'],
      ['lotto/leggimi.txt', 'unsupported_file'],
    ]);
    expect(entries[1]!.xml!.equals(signedXml())).toBe(true);
  });

  it('refuses a zip that is not one', async () => {
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]);
    await expect(
      (async () => {
        for await (const _ of zipEntries(broken)) void _;
      })(),
    ).rejects.toMatchObject({ code: 'malformed_zip' });
  });
});

describe('the lines of an energy bill', () => {
  it.each([
    ['Spesa per la materia energia - quota energia F1', 'energia'],
    ['Spesa per la materia gas naturale - quota consumi', 'energia'],
    ['Spesa per il trasporto e la gestione del contatore', 'trasporto'],
    ['Spesa per oneri di sistema (ASOS e ARIM)', 'oneri'],
    ['Accisa e addizionale regionale sul gas', 'imposte'],
    ['Canone di abbonamento alla televisione (canone RAI)', 'altro'],
    ['Contributo di allacciamento', 'altro'],
  ])('%s → %s', (description, section) => {
    expect(sectionOf(description)).toBe(section);
  });

  it('finds the POD or PDR in AltriDatiGestionali or in the text', () => {
    const line = (
      description: string,
      otherData: { type: string; text: string | null; number: string | null }[] = [],
    ) => ({ description, otherData }) as Parameters<typeof supplyCodeOf>[0];
    expect(supplyCodeOf(line('Quota energia', [{ type: 'POD', text: 'it001e10007919', number: null }]))).toBe(
      'IT001E10007919',
    );
    expect(
      supplyCodeOf(line('Quota energia', [{ type: 'CODICE PDR', text: '14000000209458', number: null }])),
    ).toBe('14000000209458');
    expect(supplyCodeOf(line('Energia elettrica fornita POD IT001E10007919 - F1'))).toBe('IT001E10007919');
    expect(supplyCodeOf(line('Gas naturale PDR: 14000000209458'))).toBe('14000000209458');
    expect(supplyCodeOf(line('Contributo di allacciamento'))).toBeNull();
  });
});
