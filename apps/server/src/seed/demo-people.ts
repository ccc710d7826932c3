/**
 * The demo personas of DESIGN.md "Demo data". Fiscal codes, VAT numbers and IBANs pass their
 * check rules and are fictional. Every demo user has the password DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'Sportello!2026';

export type CustomerType = 'private' | 'company' | 'condominium' | 'body';
export type Commodity = 'luce' | 'gas' | 'teleriscaldamento';

export interface DemoSupply {
  commodity: Commodity;
  nickname: string | null;
  address: string;
  postalCode: string;
  locality: string;
  province: string;
  activationDate: string;
  offerCode: string;
  status?: 'Attiva' | 'Cessata';
}

export interface DemoCustomer {
  ref: string;
  key: string;
  company: string;
  type: CustomerType;
  name: string;
  fiscalCode: string | null;
  vatNumber: string | null;
  email: string;
  phoneMobile: string;
  iban: string | null;
  supplies: DemoSupply[];
}

export interface DemoUser {
  username: string;
  company: string;
  type: 'Agency' | 'Customer' | 'Lead';
  status: 'Active' | 'Suspended';
  email: string;
  description: string;
  /** A delegate's `scope` (issue 9): read only, or read and pay; read when absent. */
  customers: { ref: string; relation: 'owner' | 'delegate' | 'agency'; scope?: 'read' | 'pay' }[];
  /** Has never logged in: sees the onboarding tour (every other demo user has seen it). */
  firstLogin?: boolean;
}

const home = (address: string, postalCode: string, locality: string, province: string) => ({
  address,
  postalCode,
  locality,
  province,
});

const rome = home('Via dei Fori Imperiali 12', '00186', 'Roma', 'RM');
const milan = home('Corso Buenos Aires 45', '20124', 'Milano', 'MI');
const turin = home('Via Garibaldi 8', '10122', 'Torino', 'TO');
const naples = home('Via Toledo 156', '80134', 'Napoli', 'NA');
const bologna = home("Via dell'Indipendenza 30", '40121', 'Bologna', 'BO');
const florence = home("Via de' Tornabuoni 5", '50123', 'Firenze', 'FI');
const venice = home('Via Piave 67', '30171', 'Venezia', 'VE');
const bari = home('Corso Cavour 90', '70121', 'Bari', 'BA');
const brescia = home('Via dei Musei 20', '25121', 'Brescia', 'BS');

const brandCustomer = (
  company: string,
  index: number,
  name: string,
  fiscalCode: string,
  place: ReturnType<typeof home>,
  iban: string,
): DemoCustomer => ({
  ref: `demo.${company}`,
  key: `${company.toUpperCase()}${String(1000 + index).padStart(7, '0')}`,
  company,
  type: 'private',
  name,
  fiscalCode,
  vatNumber: null,
  email: `demo.${company}@example.it`,
  phoneMobile: `+39 347 55501${String(index).padStart(2, '0')}`,
  iban,
  supplies: [
    {
      commodity: 'luce',
      nickname: 'Casa',
      ...place,
      activationDate: '2021-03-01',
      offerCode: `${company.toUpperCase()}-LUCE-FISSA`,
    },
    {
      commodity: 'gas',
      nickname: null,
      ...place,
      activationDate: '2021-03-01',
      offerCode: `${company.toUpperCase()}-GAS-FISSO`,
    },
  ],
});

/** A private ast customer with one electricity supply (the account personas). */
const accountCustomer = (
  ref: string,
  key: string,
  name: string,
  fiscalCode: string,
  place: ReturnType<typeof home>,
  iban: string | null,
): DemoCustomer => ({
  ref,
  key,
  company: 'ast',
  type: 'private',
  name,
  fiscalCode,
  vatNumber: null,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.it`,
  phoneMobile: `+39 347 55501${key.slice(-2)}`,
  iban,
  supplies: [
    {
      commodity: 'luce',
      nickname: 'Casa',
      ...place,
      activationDate: '2023-04-01',
      offerCode: 'AST-LUCE-FISSA',
    },
  ],
});

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    ref: 'demo.ast',
    key: 'AST0001001',
    company: 'ast',
    type: 'private',
    name: 'Mario Rossi',
    fiscalCode: 'RSSMRA80A01H501U',
    vatNumber: null,
    email: 'mario.rossi@example.it',
    phoneMobile: '+39 347 5550101',
    iban: 'IT64A0306909606100000007919',
    supplies: [
      {
        commodity: 'luce',
        nickname: 'Casa Roma',
        ...rome,
        activationDate: '2020-01-01',
        offerCode: 'AST-LUCE-ORARIA',
      },
      {
        commodity: 'gas',
        nickname: 'Riscaldamento',
        ...rome,
        activationDate: '2020-01-01',
        offerCode: 'AST-GAS-FISSO',
      },
      {
        commodity: 'teleriscaldamento',
        nickname: 'Casa al mare',
        ...brescia,
        activationDate: '2022-10-01',
        offerCode: 'AST-TLR-BASE',
      },
    ],
  },
  {
    ref: 'demo.ast.azienda',
    key: 'AST0001002',
    company: 'ast',
    type: 'company',
    name: 'Officine Bianchi S.r.l.',
    fiscalCode: '02345670158',
    vatNumber: '02345670158',
    email: 'amministrazione@officinebianchi.example.it',
    phoneMobile: '+39 335 5550102',
    iban: 'IT47C0306909606100000015838',
    supplies: [
      {
        commodity: 'luce',
        nickname: 'Capannone',
        ...milan,
        activationDate: '2019-06-01',
        offerCode: 'AST-LUCE-BUSINESS',
      },
      {
        commodity: 'luce',
        nickname: 'Uffici',
        ...milan,
        activationDate: '2019-06-01',
        offerCode: 'AST-LUCE-BUSINESS',
      },
      {
        commodity: 'gas',
        nickname: 'Centrale termica',
        ...milan,
        activationDate: '2019-06-01',
        offerCode: 'AST-GAS-BUSINESS',
      },
      {
        commodity: 'luce',
        nickname: 'Magazzino Torino',
        ...turin,
        activationDate: '2020-09-01',
        offerCode: 'AST-LUCE-BUSINESS',
      },
    ],
  },
  {
    ref: 'demo.ast.delegante1',
    key: 'AST0001003',
    company: 'ast',
    type: 'private',
    name: 'Giulia Bianchi',
    fiscalCode: 'BNCGLI85M41F205B',
    vatNumber: null,
    email: 'giulia.bianchi@example.it',
    phoneMobile: '+39 348 5550103',
    iban: 'IT18B0306909606100000023757',
    supplies: [
      {
        commodity: 'luce',
        nickname: 'Appartamento',
        ...naples,
        activationDate: '2021-05-01',
        offerCode: 'AST-LUCE-FISSA',
      },
    ],
  },
  {
    ref: 'demo.ast.delegante2',
    key: 'AST0001004',
    company: 'ast',
    type: 'condominium',
    name: 'Condominio Via Toledo 156',
    fiscalCode: '80012340586',
    vatNumber: null,
    email: 'amministratore@condominiotoledo.example.it',
    phoneMobile: '+39 349 5550104',
    iban: 'IT81X0306909606100000031676',
    supplies: [
      {
        commodity: 'gas',
        nickname: 'Centrale termica',
        ...naples,
        activationDate: '2018-10-01',
        offerCode: 'AST-GAS-CONDOMINI',
      },
      {
        commodity: 'luce',
        nickname: 'Parti comuni',
        ...naples,
        activationDate: '2018-10-01',
        offerCode: 'AST-LUCE-CONDOMINI',
      },
    ],
  },
  {
    ref: 'demo.ast.variazione',
    key: 'AST0001005',
    company: 'ast',
    type: 'private',
    name: 'Luca Verdi',
    fiscalCode: 'VRDLCU75C12L219L',
    vatNumber: null,
    email: 'luca.verdi@example.it',
    phoneMobile: '+39 340 5550105',
    iban: 'IT44U0306909606100000039595',
    supplies: [
      {
        commodity: 'luce',
        nickname: null,
        ...turin,
        activationDate: '2022-02-01',
        offerCode: 'AST-LUCE-FISSA',
      },
    ],
  },
  {
    ref: 'demo.ast.portafoglio1',
    key: 'AST0001006',
    company: 'ast',
    type: 'private',
    name: 'Anna Neri',
    fiscalCode: 'NREANN90E50G273K',
    vatNumber: null,
    email: 'anna.neri@example.it',
    phoneMobile: '+39 333 5550106',
    iban: 'IT23V0306909606100000047514',
    supplies: [
      {
        commodity: 'gas',
        nickname: null,
        ...bologna,
        activationDate: '2023-01-01',
        offerCode: 'AST-GAS-FISSO',
      },
    ],
  },
  {
    ref: 'demo.ast.portafoglio2',
    key: 'AST0001007',
    company: 'ast',
    type: 'company',
    name: 'Ferri Paolo Ditta Individuale',
    fiscalCode: 'FRRPLA70T10A662M',
    vatNumber: '03456780901',
    email: 'paolo.ferri@example.it',
    phoneMobile: '+39 338 5550107',
    iban: 'IT06X0306909606100000055433',
    supplies: [
      {
        commodity: 'luce',
        nickname: 'Bottega',
        ...bari,
        activationDate: '2022-07-01',
        offerCode: 'AST-LUCE-BUSINESS',
      },
    ],
  },
  brandCustomer('sgr', 11, 'Sara Colombo', 'CLMSRA88D45D969G', florence, 'IT74W0306909606100000063352'),
  brandCustomer('sga', 12, 'Marco Galli', 'GLLMRC82H20H501J', rome, 'IT33S0306909606100000071271'),
  brandCustomer('mes', 13, 'Francesco Ricci', 'RCCFNC79S15F839M', venice, 'IT93P0306909606100000079190'),
  brandCustomer('wdo', 14, 'Laura Marini', 'MRNLRA92B60L736U', venice, 'IT12B0306909606100000087109'),
  brandCustomer('smg', 15, 'Giuseppe Bruno', 'BRNGPP65L05A944C', bologna, 'IT64A0306909606100000007919'),
  brandCustomer('sol', 16, 'Anna De Luca', 'DLCNNA83A41C351T', naples, 'IT47C0306909606100000015838'),
  // The account personas (profile, contact changes, consents, password, onboarding): one
  // customer each, so that a change request of one (a registry change then in progress) blocks
  // nobody else.
  accountCustomer('demo.ast.nuovo', 'AST0001071', 'Paola Costa', 'CSTPLA77L10F205F', milan, null),
  accountCustomer(
    'demo.ast.contatti',
    'AST0001072',
    'Silvia Ferri',
    'FRRSLV84T52H501S',
    rome,
    'IT15A0306909606100000070202',
  ),
  accountCustomer(
    'demo.ast.cellulare',
    'AST0001073',
    'Davide Martini',
    'MRTDVD90A15L219J',
    turin,
    'IT04A0306909606100000070303',
  ),
  accountCustomer(
    'demo.ast.consensi',
    'AST0001074',
    'Chiara Greco',
    'GRCCHR86P48A944C',
    bologna,
    'IT90A0306909606100000070404',
  ),
  accountCustomer(
    'demo.ast.password',
    'AST0001075',
    'Tommaso Longo',
    'LNGTMS81D22F839N',
    naples,
    'IT79A0306909606100000070505',
  ),
  accountCustomer(
    'demo.ast.recupero',
    'AST0001076',
    'Elena Rinaldi',
    'RNLLNE88M41L219R',
    turin,
    'IT68A0306909606100000070606',
  ),
  accountCustomer(
    'demo.ast.push',
    'AST0001077',
    'Marco Neri',
    'NREMRC85C12F205W',
    milan,
    'IT57A0306909606100000070707',
  ),
];

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'demo.ast',
    company: 'ast',
    type: 'Customer',
    status: 'Active',
    email: 'mario.rossi@example.it',
    description: 'cliente privato: fornitura luce oraria, gas e teleriscaldamento',
    customers: [{ ref: 'demo.ast', relation: 'owner' }],
  },
  {
    username: 'demo.ast.azienda',
    company: 'ast',
    type: 'Customer',
    status: 'Active',
    email: 'amministrazione@officinebianchi.example.it',
    description: 'cliente azienda con partita IVA e più forniture',
    customers: [{ ref: 'demo.ast.azienda', relation: 'owner' }],
  },
  {
    username: 'demo.ast.delegato',
    company: 'ast',
    type: 'Customer',
    status: 'Active',
    email: 'delegato@example.it',
    description:
      'delegato che gestisce due clienti (deleghe accettate: una con lettura e pagamenti, una in sola lettura)',
    customers: [
      { ref: 'demo.ast.delegante1', relation: 'delegate', scope: 'pay' },
      { ref: 'demo.ast.delegante2', relation: 'delegate', scope: 'read' },
    ],
  },
  {
    username: 'demo.ast.variazione',
    company: 'ast',
    type: 'Customer',
    status: 'Active',
    email: 'luca.verdi@example.it',
    description: 'cliente con variazione anagrafica e cambio domiciliazione in corso',
    customers: [{ ref: 'demo.ast.variazione', relation: 'owner' }],
  },
  {
    username: 'demo.ast.agenzia',
    company: 'ast',
    type: 'Agency',
    status: 'Active',
    email: 'agenzia@example.it',
    description: 'utente agenzia con due clienti in portafoglio',
    customers: [
      { ref: 'demo.ast.portafoglio1', relation: 'agency' },
      { ref: 'demo.ast.portafoglio2', relation: 'agency' },
    ],
  },
  {
    username: 'demo.ast.lead',
    company: 'ast',
    type: 'Lead',
    status: 'Active',
    email: 'lead@example.it',
    description: 'lead senza clienti confermati (vede /errore/in-attesa-di-conferma)',
    customers: [],
  },
  {
    username: 'demo.ast.sospeso',
    company: 'ast',
    type: 'Customer',
    status: 'Suspended',
    email: 'sospeso@example.it',
    description: 'utente non attivo: il login non riesce',
    customers: [],
  },
  ...['sgr', 'sga', 'mes', 'wdo', 'smg', 'sol'].map((company): DemoUser => ({
    username: `demo.${company}`,
    company,
    type: 'Customer',
    status: 'Active',
    email: `demo.${company}@example.it`,
    description: `cliente privato del marchio ${company}`,
    customers: [{ ref: `demo.${company}`, relation: 'owner' }],
  })),
  ...(
    [
      ['demo.ast.nuovo', 'cliente al primo accesso: vede il tour iniziale; nessuna domiciliazione', true],
      ['demo.ast.contatti', 'cliente per il cambio dell’indirizzo e-mail con codice', false],
      ['demo.ast.cellulare', 'cliente per il cambio del cellulare con codice', false],
      ['demo.ast.consensi', 'cliente per i consensi privacy', false],
      ['demo.ast.password', 'cliente per il cambio password', false],
      ['demo.ast.recupero', 'cliente per il recupero della password dimenticata', false],
      ['demo.ast.push', 'cliente per le notifiche Web Push del browser', false],
    ] as const
  ).map(([ref, description, firstLogin]): DemoUser => ({
    username: ref,
    company: 'ast',
    type: 'Customer',
    status: 'Active',
    email: DEMO_CUSTOMERS.find((c) => c.ref === ref)!.email,
    description,
    customers: [{ ref, relation: 'owner' }],
    ...(firstLogin ? { firstLogin } : {}),
  })),
];
