import { z } from 'zod';

/** The console's paged lists (requests, audit log): the page asked for and the page answered. */

const PAGE_MESSAGE = 'Pagina non valida: un numero intero da 1';

/** The `page` (from 1) and `pageSize` (1 to `maxSize`, `defaultSize` if absent) of a list's query. */
export function pageQuery(maxSize: number, defaultSize: number) {
  const sizeMessage = `Dimensione della pagina non valida: da 1 a ${maxSize}`;
  return {
    page: z.coerce
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: sizeMessage })
      .int(sizeMessage)
      .min(1, sizeMessage)
      .max(maxSize, sizeMessage)
      .default(defaultSize),
  };
}

/** One page of a list as answered (what pageSchema describes). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of `item`: the items, how many in all, the page and its size; `id` names it in the OpenAPI document. */
export function pageSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .meta({ id });
}
