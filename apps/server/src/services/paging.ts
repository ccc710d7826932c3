/**
 * The total of a paged list whose query selected `count(*) over () as total_count`: every row of a
 * page carries it, so one round trip brings page and total. A page past the end has no row to
 * carry it: only then is it counted apart (`countApart`).
 */
export async function pageTotal(
  page: readonly { total_count: string | number }[],
  skip: number,
  countApart: () => Promise<number | string | bigint>,
): Promise<number> {
  if (page.length > 0) return Number(page[0]!.total_count);
  return skip === 0 ? 0 : Number(await countApart());
}
