import { sql } from 'kysely';
import type { Db } from './index';
import { seedDemoCatalogue } from './seed';

/**
 * A catalogue of any size for measuring the shop at scale: the demo catalogue, then
 * generated products up to `total`, all made by the database itself (generate_series), a
 * few statements whatever the size. Every value comes from hashing the product's number,
 * so two databases seeded to one size are identical.
 *
 * The generated products spread over the demo's categories (one each, a tenth of them in
 * a second) and tags (a quarter of the products carry each tag); prices fall on a 50-cent
 * grid, so many products share a price and every sort order has ties to break; about one
 * in seven is on sale, one in twelve out of stock, one in twenty low on stock, one in
 * twenty variable. Their SKUs are SF-GEN-000001 onwards.
 */
export async function seedLargeCatalogue(db: Db, total: number): Promise<{ added: number }> {
  await seedDemoCatalogue(db);
  const result = await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const { generated } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('generated'))
      .where('sku', 'like', `${GENERATED_SKU}%`)
      .executeTakeFirstOrThrow();
    const first = Number(generated) + 1;
    const last = Number(generated) + Math.max(0, total - Number(n));
    if (last < first) return { added: 0 };

    // draw(salt, range): the product's number hashed with a salt, in [0, range).
    const draw = (salt: number, range: number) =>
      sql<number>`mod(hashint8(g::bigint * 7919 + ${sql.lit(salt)})::bigint + 2147483648, ${sql.lit(range)})::int`;
    await sql`
      insert into products (slug, name, sku, type, price_cents, sale_price_cents, stock_status, stock_quantity,
        rating, rating_count, sales_count, menu_order, short_description, description, images, created_at)
      select
        lower(adjective || '-' || noun) || '-' || g,
        adjective || ' ' || noun || ' No. ' || g,
        ${GENERATED_SKU} || lpad(g::text, 6, '0'),
        case when ${draw(1, 20)} = 0 then 'variable' else 'simple' end,
        price,
        case when ${draw(2, 7)} = 0 then (price * (65 + ${draw(3, 21)}) / 100 / 50) * 50 end,
        case when stock_draw < 8 then 'outofstock' else 'instock' end,
        case when stock_draw < 8 then 0 when stock_draw < 13 then 1 + ${draw(4, 3)} else 5 + ${draw(5, 76)} end,
        case when reviews = 0 then 0 else round((2.6 + ${draw(6, 241)} / 100.0)::numeric, 2) end,
        reviews,
        (${draw(7, 50)} * ${draw(8, 50)}),
        100 + ${draw(9, 5000)},
        'A ' || lower(adjective) || ' ' || lower(noun) || ' from the generated catalogue.',
        'A ' || lower(adjective) || ' ' || lower(noun) || ' from the generated catalogue, made to measure the shop at scale.',
        jsonb_build_array('/media/products/' || lower(adjective || '-' || noun) || '-' || g || '.svg'),
        ${BASE_DATE}::timestamptz - make_interval(secs => ${draw(10, 730 * 86400)})
      from (
        select g,
          (${ADJECTIVES}::text[])[1 + ${draw(11, ADJECTIVES.length)}] as adjective,
          (${NOUNS}::text[])[1 + ${draw(12, NOUNS.length)}] as noun,
          400 + 50 * ${draw(13, 300)} as price,
          ${draw(14, 100)} as stock_draw,
          case when ${draw(15, 12)} = 0 then 0 else 1 + ${draw(16, 420)} end as reviews
        from generate_series(${first}::int, ${last}::int) as g
      ) as planned
      order by g
    `.execute(trx);

    // Each generated product's number is its SKU's; its categories and tags are drawn from it.
    const generatedProducts = sql`
      select id, substr(sku, ${GENERATED_SKU.length + 1})::int as g from products
      where sku like ${`${GENERATED_SKU}%`} and substr(sku, ${GENERATED_SKU.length + 1})::int between ${first} and ${last}
    `;
    await sql`
      with ranked as (select id, row_number() over (order by menu_order, id) - 1 as position from categories),
           gen as (${generatedProducts})
      insert into product_categories (product_id, category_id)
      select gen.id, ranked.id from gen join ranked
        on ranked.position = ${draw(17, 6)}
        or (${draw(18, 10)} = 0 and ranked.position = mod(${draw(17, 6)} + 1 + ${draw(19, 5)}, 6))
    `.execute(trx);
    await sql`
      with ranked as (select id, row_number() over (order by id) - 1 as position from tags),
           gen as (${generatedProducts})
      insert into product_tags (product_id, tag_id)
      select gen.id, ranked.id from gen join ranked
        on mod(hashint8(gen.g::bigint * 31 + ranked.position)::bigint + 2147483648, 4) = 0
    `.execute(trx);
    return { added: last - first + 1 };
  });
  // Fresh statistics for the planner and a visibility map for index-only scans.
  if (result.added > 0) await sql`vacuum analyze`.execute(db);
  return result;
}

const GENERATED_SKU = 'SF-GEN-';
const BASE_DATE = '2026-11-01T00:00:00Z';
const ADJECTIVES = [
  'Speckled',
  'Matte',
  'Glazed',
  'Linen',
  'Oak',
  'Brass',
  'Copper',
  'Woven',
  'Recycled',
  'Striped',
  'Botanical',
  'Minimal',
  'Rustic',
  'Nordic',
  'Pastel',
  'Indigo',
];
const NOUNS = ['Mug', 'Notebook', 'Print', 'Planter', 'Lamp', 'Cushion', 'Tumbler', 'Journal', 'Vase', 'Throw'];
