// Types of bench-data.mjs for the TypeScript that imports it: apps/server/src/db/bench-sql.test.ts
// checks that its SQL texts are the portal's, byte for byte.

export declare const BENCH_BRANDS: readonly string[];
export declare const BENCH_PASSWORD: string;
/** 365 days × 24 hours = 8,760 points per hourly supply. */
export declare const CONSUMPTION_YEAR: { start: string; end: string };

/** Every call reads the session first (services/session-store.ts, touchSession). */
export declare const SESSION_SQL: string;
export declare function sessionParams(hash: string): [number, number, number, string];
export declare function hashSessionId(id: string): string;

/** The texts the portal sends for a dashboard's calls; a function of n takes the IN list's length. */
export declare const SQL: {
  user: string;
  userContracts: string;
  modules: string;
  customers(n: number): string;
  supplies(n: number): string;
  invoices(n: number): string;
  notifications: string;
  notificationCounts: string;
  supplyByKey(n: number): string;
  offerPriceType: string;
  currentMeter: string;
  consumptionHourly: string;
};

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export declare function sampleUsers(
  client: QueryClient,
  count: number,
): Promise<{ users: Record<string, unknown>[]; hourlyOwners: Record<string, unknown>[] }>;
export declare function explainListQueries(
  client: QueryClient,
  print: (line: string) => void,
): Promise<string[]>;
export declare function emptyJobQueue(client: QueryClient): Promise<void>;
