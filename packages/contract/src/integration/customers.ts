import { z } from 'zod';
import {
  isValidEmail,
  isValidFiscalCode,
  isValidIban,
  isValidMobilePhone,
  isValidVatNumber,
  MESSAGES,
  normalizeFiscalCode,
  normalizeIban,
  normalizeVatNumber,
} from '@sportello/domain';
import { normalizePodPdr, validatePodPdr } from '@sportello/domain/pod-pdr';
import { isoDate } from '../common';
import { companyCode } from '../core';
import { lineRefusalSchema } from './common';

/**
 * One line of `POST …/customers` (NDJSON): a customer with its contracts, each contract's
 * supplies and each supply's meters, keyed by the retailer's own codes (customer code, contract
 * code, POD/PDR, meter serial), so sending the same line again changes nothing. Every field is
 * checked with the domain's rules; a refused line is answered `{ line, field, message }` with
 * the field's path (`contracts.0.supplies.1.podPdr`).
 */

const text = (what: string, max: number) =>
  z
    .string({ error: `${what}: testo obbligatorio` })
    .trim()
    .min(1, `${what}: obbligatorio`)
    .max(max, `${what}: al più ${max} caratteri`);
const optionalText = (what: string, max: number) => text(what, max).nullish();
const code = (what: string) =>
  z
    .string({ error: `${what}: obbligatorio` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9/._-]{0,39}$/, `${what}: da 1 a 40 lettere, cifre, -, /, . o _`);
const amount = (what: string) =>
  z
    .number({ error: `${what}: numero` })
    .nonnegative(`${what}: non negativo`)
    .max(1e9, `${what}: troppo grande`);

export const importMeterSchema = z.object({
  serial: code('Matricola del contatore'),
  digits: z
    .number({ error: 'Cifre del contatore: numero da 4 a 10' })
    .int('Cifre del contatore: numero intero')
    .min(4, 'Cifre del contatore: almeno 4')
    .max(10, 'Cifre del contatore: al più 10')
    .default(6),
  installedOn: isoDate,
  removedOn: isoDate.nullish(),
  /** The registers read, in order (`["F1","F2","F3"]`); absent: one totalizer. */
  bands: z
    .array(z.string().regex(/^F[0-9]$/, 'Fascia non valida (F1, F2, F3…)'))
    .min(1)
    .max(9)
    .nullish(),
  /** Hourly (2G) electricity meters: the day the hourly measures start. */
  hourlyFrom: isoDate.nullish(),
  /** Self-reading window, days of the month (from > to wraps over the month's end). */
  selfReadingFromDay: z.number().int().min(1).max(31).nullish(),
  selfReadingToDay: z.number().int().min(1).max(31).nullish(),
});

const commoditySchema = z.enum(['luce', 'gas', 'teleriscaldamento'], {
  error: 'Servizio non valido: luce, gas o teleriscaldamento',
});

export const importSupplySchema = z
  .object({
    commodity: commoditySchema,
    /** POD (luce), PDR (gas) or the network's code (teleriscaldamento): the supply's key. */
    podPdr: z.string({ error: 'POD/PDR obbligatorio' }).transform(normalizePodPdr),
    /** The supply's code shown in the portal (default: the POD/PDR). */
    code: code('Codice fornitura').nullish(),
    status: z
      .enum(['Attiva', 'Cessata', 'InAttivazione'], { error: 'Stato della fornitura non valido' })
      .default('Attiva'),
    nickname: optionalText('Nome della fornitura', 60),
    address: text('Indirizzo della fornitura', 200),
    postalCode: z.string({ error: 'CAP obbligatorio' }).regex(/^\d{5}$/, MESSAGES.postalCodeInvalid),
    locality: text('Località della fornitura', 100),
    province: z
      .string({ error: 'Provincia obbligatoria' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Provincia non valida: due lettere (es. RM)'),
    activationDate: isoDate,
    endDate: isoDate.nullish(),
    offerCode: optionalText('Codice offerta', 40),
    contractedPowerKw: amount('Potenza impegnata').nullish(),
    annualConsumption: amount('Consumo annuo').nullish(),
    useType: optionalText('Uso', 60),
    meters: z.array(importMeterSchema).max(20, 'Al più 20 contatori per fornitura').default([]),
  })
  .superRefine((supply, ctx) => {
    const problem = validatePodPdr(supply.commodity, supply.podPdr);
    if (problem) ctx.addIssue({ code: 'custom', path: ['podPdr'], message: problem });
    const serials = supply.meters.map((m) => m.serial);
    if (new Set(serials).size !== serials.length)
      ctx.addIssue({
        code: 'custom',
        path: ['meters'],
        message: 'Matricole ripetute nella stessa fornitura',
      });
  });

export const importContractSchema = z
  .object({
    code: code('Codice contratto'),
    status: z
      .enum(['Attivo', 'Cessato', 'InAttivazione'], { error: 'Stato del contratto non valido' })
      .default('Attivo'),
    startDate: isoDate,
    endDate: isoDate.nullish(),
    paymentMethod: z
      .enum(['Bollettino', 'SDD'], { error: 'Metodo di pagamento: Bollettino o SDD' })
      .default('Bollettino'),
    iban: z
      .string()
      .transform(normalizeIban)
      .refine((v) => isValidIban(v), MESSAGES.ibanInvalid)
      .nullish(),
    accountHolder: optionalText('Intestatario del conto', 120),
    accountHolderFiscalCode: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => isValidFiscalCode(v) || isValidVatNumber(v), MESSAGES.ownerTaxCodeInvalid)
      .nullish(),
    /** Where the bills are sent. */
    billingAddress: z
      .object({
        street: text('Via di spedizione', 120),
        civicNumber: optionalText('Civico di spedizione', 10),
        postalCode: z.string().regex(/^\d{5}$/, 'CAP di spedizione non valido'),
        city: text('Comune di spedizione', 100),
        province: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'Provincia di spedizione non valida'),
      })
      .nullish(),
    supplies: z.array(importSupplySchema).max(200, 'Al più 200 forniture per contratto').default([]),
  })
  .superRefine((contract, ctx) => {
    if (contract.paymentMethod === 'SDD' && !contract.iban)
      ctx.addIssue({
        code: 'custom',
        path: ['iban'],
        message: 'IBAN obbligatorio con l’addebito diretto (SDD)',
      });
    const pods = contract.supplies.map((s) => s.podPdr);
    if (new Set(pods).size !== pods.length)
      ctx.addIssue({
        code: 'custom',
        path: ['supplies'],
        message: 'POD/PDR ripetuti nello stesso contratto',
      });
  });

export const importCustomerSchema = z
  .object({
    /** The brand (sgr, ast, …) whose portal the customer uses. */
    company: companyCode,
    /** The customer code printed on the bills: with the fiscal code, what registration asks for. */
    code: code('Codice cliente'),
    type: z.enum(['private', 'company', 'condominium', 'body'], {
      error: 'Tipo di cliente: private, company, condominium o body',
    }),
    name: text('Nome o ragione sociale', 200),
    fiscalCode: z.string().transform(normalizeFiscalCode).nullish(),
    vatNumber: z
      .string()
      .transform(normalizeVatNumber)
      .refine((v) => isValidVatNumber(v), MESSAGES.vatNumberInvalid)
      .nullish(),
    email: z
      .string()
      .trim()
      .refine((v) => isValidEmail(v), MESSAGES.emailInvalid)
      .nullish(),
    phoneMobile: z
      .string()
      .trim()
      .refine((v) => isValidMobilePhone(v), MESSAGES.mobilePhoneInvalid)
      .nullish(),
    phoneHome: optionalText('Telefono fisso', 20),
    privacyCompany: z.boolean().default(false),
    privacyOthers: z.boolean().default(false),
    contracts: z.array(importContractSchema).max(100, 'Al più 100 contratti per cliente').default([]),
  })
  .superRefine((customer, ctx) => {
    // A person has a personal fiscal code; a company, a condominium or a body has a VAT number
    // or a numeric fiscal code (11 digits).
    if (customer.fiscalCode) {
      const ok =
        customer.type === 'private'
          ? isValidFiscalCode(customer.fiscalCode)
          : isValidFiscalCode(customer.fiscalCode) || isValidVatNumber(customer.fiscalCode);
      if (!ok) ctx.addIssue({ code: 'custom', path: ['fiscalCode'], message: MESSAGES.fiscalCodeInvalid });
    } else if (customer.type === 'private') {
      ctx.addIssue({
        code: 'custom',
        path: ['fiscalCode'],
        message: 'Codice fiscale obbligatorio per un privato',
      });
    } else if (!customer.vatNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'Partita IVA o codice fiscale obbligatori per un’azienda, un condominio o un ente',
      });
    }
    const codes = customer.contracts.map((c) => c.code);
    if (new Set(codes).size !== codes.length)
      ctx.addIssue({
        code: 'custom',
        path: ['contracts'],
        message: 'Codici contratto ripetuti nello stesso cliente',
      });
  });
export type ImportCustomer = z.output<typeof importCustomerSchema>;

/** The state of an import job. */
export const importJobStateSchema = z.enum(['receiving', 'queued', 'running', 'done', 'failed']).meta({
  id: 'ImportJobState',
  description:
    'receiving: il file arriva; queued: in coda; running: in lavorazione; done: concluso (anche con righe rifiutate); failed: interrotto da un errore (vedi `error`).',
});

/** An import job with its progress (`GET …/jobs/{id}`, and the answer of an upload). */
export const importJobSchema = z
  .object({
    jobId: z.number().int(),
    kind: z.string(),
    state: importJobStateSchema,
    linesRead: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    refused: z.number().int(),
    /** The refused lines (a page of them: `refusalsSkip`, `refusalsTake`). */
    refusals: z.array(lineRefusalSchema),
    /** Further refused lines past this page. */
    moreRefusals: z.boolean(),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.input<typeof importJobSchema>;

export const getImportJobQuerySchema = z.object({
  refusalsSkip: z.coerce
    .number({ error: 'refusalsSkip deve essere un numero' })
    .int('refusalsSkip deve essere un numero intero')
    .min(0, 'refusalsSkip non può essere negativo')
    .default(0),
  refusalsTake: z.coerce
    .number({ error: 'refusalsTake deve essere un numero' })
    .int('refusalsTake deve essere un numero intero')
    .min(1, 'refusalsTake deve essere almeno 1')
    .max(1000, 'refusalsTake può essere al massimo 1000')
    .default(100),
});

/** The body of `POST …/customers`: NDJSON text (documented; the route reads it as a stream). */
export const importCustomersBodySchema = z.string().meta({
  description:
    'Un cliente per riga (NDJSON, UTF-8): `{"company":"ast","code":"AST0100001","type":"private","name":"Mario Rossi","fiscalCode":"RSSMRA80A01H501U","email":"mario.rossi@example.it","contracts":[{"code":"CTR-100001","startDate":"2024-01-01","paymentMethod":"SDD","iban":"IT60X0542811101000000123456","supplies":[{"commodity":"luce","podPdr":"IT001E12345678","address":"Via Roma 1","postalCode":"00184","locality":"Roma","province":"RM","activationDate":"2024-01-01","meters":[{"serial":"M0001","installedOn":"2024-01-01"}]}]}]}`.',
});
