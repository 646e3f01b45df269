import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

/** Escapes LIKE's wildcards (and its escape character) in user text. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** True for a unique violation of the named index or constraint (PostgreSQL and PGlite). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === index || Boolean(e.message?.includes(index)));
}

/**
 * The WHERE of an ABP `Filter`: any of the (snake_case, constant) columns contains the text,
 * case-insensitively; undefined for an empty filter.
 */
export function containsFilter(filter: string | undefined, columns: readonly string[]) {
  const text = filter?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  return <D, T extends keyof D>(eb: ExpressionBuilder<D, T>): Expression<SqlBool> =>
    eb.or(columns.map((column) => eb(sql`lower(${sql.raw(column)})`, 'like', like)));
}

/**
 * An ABP `Sorting` ('field' or 'field desc', field case-insensitive) resolved against the allowed
 * fields; an unknown field falls back to the first word of the default sorting.
 */
export function parseSorting<F extends string>(
  sorting: string | undefined,
  fields: readonly F[],
  defaultSorting: string,
): { field: F; order: 'asc' | 'desc' } {
  const [field, dir] = (sorting ?? defaultSorting).split(/\s+/) as [string, string | undefined];
  const fallback = defaultSorting.split(/\s+/)[0] as F;
  return {
    field: fields.find((f) => f.toLowerCase() === field.toLowerCase()) ?? fallback,
    order: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

/** The paging part of an ABP list query. */
export interface PageRequest {
  SkipCount: number;
  MaxResultCount: number;
}

/**
 * One page of a filtered query: the count of all its rows and the page's rows, selected and
 * ordered by `rows`, skipped and limited by the request.
 */
export async function fetchPage<D, T extends keyof D, O>(
  // biome-ignore lint/complexity/noBannedTypes: Kysely's type of a query without a selection yet
  q: SelectQueryBuilder<D, T, {}>,
  // biome-ignore lint/complexity/noBannedTypes: as above
  rows: (q: SelectQueryBuilder<D, T, {}>) => SelectQueryBuilder<D, T, O>,
  page: PageRequest,
): Promise<{ totalCount: number; items: O[] }> {
  const [count, items] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    rows(q).offset(page.SkipCount).limit(page.MaxResultCount).execute(),
  ]);
  return { totalCount: Number((count as { n: string }).n), items: items as O[] };
}
