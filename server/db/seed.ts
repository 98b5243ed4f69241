import { sql } from 'kysely';
import type { Db } from './index';
import type { NewProduct } from './schema';

/**
 * Demo catalogue of "Statefront Supply", a homeware & stationery shop: 66 products,
 * 11 in each of 6 categories (mugs, notebooks, posters, plants, lamps, textiles), and
 * 10 tags. Names and prices are fixed; ratings, sales, stock, discounts, dates and
 * per-category tags come from a PRNG seeded with the product's slug, so two seeded
 * databases are identical and every sort order has a stable first page. Dates count
 * back from DEMO_BASE_DATE, never from "now".
 *
 * - Variable (need a choice on the product page): VARIABLE_SLUGS, one per category.
 * - Out of stock (stock_quantity 0): OUT_OF_STOCK_SLUGS.
 * - In stock with only 1, 2 and 3 left, for "not enough stock": LOW_STOCK_SLUGS.
 * - On sale (sale_price_cents < price_cents): ON_SALE_SLUGS.
 * These four lists are disjoint; every other product is simple and in stock.
 * "bestseller" tags the 8 products with the most sales, "new" those created within
 * 30 days of the base date; the other tags are picked per category.
 */
export const DEMO_BASE_DATE = new Date('2026-11-01T00:00:00Z');

/**
 * Products with a demo video: a few seconds drawn by scripts/make-demo-video.mjs, served
 * from content/media by server/routes/media.ts (migration 015).
 */
export const DEMO_VIDEOS: Readonly<Record<string, string>> = {
  'speckled-stoneware-mug': '/media/video/speckled-stoneware-mug.webm',
};

export const VARIABLE_SLUGS: readonly string[] = [
  'morning-ritual-mug',
  'dot-grid-notebook',
  'botanical-print-poster',
  'ceramic-planter',
  'anglepoise-desk-lamp',
  'linen-tea-towel',
];

export const OUT_OF_STOCK_SLUGS: readonly string[] = [
  'enamel-camp-mug',
  'leather-refillable-cover',
  'moon-phases-print',
  'fiddle-leaf-fig',
  'rattan-pendant-shade',
  'chunky-knit-throw',
];

/** In stock with 1, 2 and 3 units left respectively. */
export const LOW_STOCK_SLUGS: readonly string[] = ['tiny-tasting-cups', 'brass-bookmark', 'copper-watering-can'];

export const ON_SALE_SLUGS: readonly string[] = [
  'speckled-stoneware-mug',
  'stacking-tumbler-set',
  'recycled-kraft-journal',
  'weekly-desk-planner',
  'risograph-sunset',
  'typographic-kitchen-rules',
  'snake-plant',
  'herb-garden-kit',
  'mushroom-table-lamp',
  'clip-on-book-light',
  'block-print-cushion-cover',
  'canvas-tote-bag',
];

const TAGS = [
  { slug: 'bestseller', name: 'Bestseller' },
  { slug: 'new', name: 'New in' },
  { slug: 'eco', name: 'Eco-friendly' },
  { slug: 'handmade', name: 'Handmade' },
  { slug: 'gift', name: 'Gift idea' },
  { slug: 'limited', name: 'Limited edition' },
  { slug: 'recycled', name: 'Recycled materials' },
  { slug: 'minimalist', name: 'Minimalist' },
  { slug: 'colourful', name: 'Colourful' },
  { slug: 'desk', name: 'Desk essentials' },
] as const;

type TagSlug = (typeof TAGS)[number]['slug'];

interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  skuCode: string;
  /** Sentences appended to each product's short description to make its description. */
  blurb: string;
  tags: readonly TagSlug[];
  /** [name, price in cents, one-sentence short description] */
  products: ReadonlyArray<readonly [string, number, string]>;
}

const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'mugs',
    name: 'Mugs',
    description: 'Cups and mugs for coffee, tea and everything in between.',
    skuCode: 'MUG',
    blurb: 'Dishwasher and microwave safe. Each piece is inspected by hand before it leaves our studio.',
    tags: ['handmade', 'gift', 'colourful', 'minimalist'],
    products: [
      [
        'Speckled Stoneware Mug',
        2200,
        'A hand-glazed stoneware mug with an oatmeal speckle that hides the odd coffee ring.',
      ],
      ['Enamel Camp Mug', 1450, 'A light enamel mug with a navy rim, as happy on a desk as on a hillside.'],
      ['Double-Walled Glass Cup', 1800, 'A borosilicate glass cup whose double wall keeps tea hot and fingers cool.'],
      ['Morning Ritual Mug', 1600, 'A generous cylinder mug offered in three sizes for every kind of morning.'],
      ['Terracotta Espresso Cup', 1100, 'A small espresso cup thrown in warm terracotta clay.'],
      ['Striped Diner Mug', 1400, 'A heavy diner-style mug with cheerful hand-painted stripes.'],
      ['Matte Black Travel Cup', 2450, 'A leak-proof travel cup in matte black with a cork sleeve.'],
      ['Botanical Bone China Mug', 2000, 'A fine bone china mug printed with pressed-fern illustrations.'],
      ['Stacking Tumbler Set', 3400, 'Four low stoneware tumblers that stack neatly in a small cupboard.'],
      ['Giant Soup Mug', 1950, 'An oversized mug with a handle, made for soup, noodles and big cocoa.'],
      ['Tiny Tasting Cups', 950, 'A pair of tiny cups for sake, espresso or a taste of something good.'],
    ],
  },
  {
    slug: 'notebooks',
    name: 'Notebooks',
    description: 'Paper goods for lists, sketches, plans and letters.',
    skuCode: 'NTB',
    blurb: 'Printed and bound by a small family press. The paper is FSC certified and fountain-pen friendly.',
    tags: ['recycled', 'desk', 'eco', 'gift'],
    products: [
      ['Dot Grid Notebook', 1500, 'A lay-flat dot grid notebook with 160 pages of 100 gsm paper.'],
      ['Recycled Kraft Journal', 900, 'A soft-cover journal made from recycled kraft board and unbleached paper.'],
      [
        'Linen Hardback Sketchbook',
        2400,
        'A linen-bound hardback sketchbook with heavy cream pages for pencil and ink.',
      ],
      ['Pocket Memo Trio', 750, 'Three slim pocket notebooks for lists, receipts and passing ideas.'],
      ['Weekly Desk Planner', 1800, 'An undated weekly planner that lies open flat beside your keyboard.'],
      ['Leather Refillable Cover', 4800, 'A vegetable-tanned leather cover that takes standard A5 refills.'],
      ['Graph Paper Lab Book', 1250, 'A sewn-bound lab book with 5 mm graph paper and numbered pages.'],
      ['Watercolour Postcard Pad', 1350, 'A pad of cold-pressed watercolour postcards, ready to paint and post.'],
      ['Letterpress Greeting Cards', 1600, 'A set of six letterpress cards with kraft envelopes.'],
      ['Sticky Note Tower', 550, 'A tall stack of plain sticky notes in five muted colours.'],
      ['Brass Bookmark', 400, 'A slim brass bookmark that develops a warm patina with use.'],
    ],
  },
  {
    slug: 'posters',
    name: 'Posters',
    description: 'Prints and posters to bring colour to bare walls.',
    skuCode: 'PST',
    blurb:
      'Printed on heavyweight archival paper with fade-resistant inks. Shipped rolled in a recycled tube; frame not included.',
    tags: ['limited', 'colourful', 'gift', 'minimalist'],
    products: [
      ['Botanical Print Poster', 2800, 'A giclée print of hand-drawn botanical studies on archival matte paper.'],
      ['Mountain Line Art Print', 2200, 'A single-line drawing of a mountain range on warm white stock.'],
      ['Vintage Tram Map', 3200, 'A redrawn city tram map from the 1930s in faded inks.'],
      ['Abstract Shapes No. 3', 3500, 'Bold overlapping shapes in terracotta, mustard and ink blue.'],
      ['Ocean Tide Chart', 2600, 'A decorative chart of a year of tides on the coast.'],
      ['Risograph Sunset', 4000, 'A two-colour risograph print with the grainy charm of the process.'],
      ['Periodic Table of Teas', 1900, 'A tongue-in-cheek periodic table of teas, infusions and tisanes.'],
      ['Moon Phases Print', 2500, 'The lunar cycle in silver ink on a midnight background.'],
      ['Typographic Kitchen Rules', 2100, 'House rules for a shared kitchen set in chunky wood type.'],
      ['Framed Seed Packet Art', 5500, 'A vintage seed packet illustration in a slim oak frame.'],
      ["Children's Alphabet Poster", 1800, 'An illustrated alphabet with an animal for every letter.'],
    ],
  },
  {
    slug: 'plants',
    name: 'Plants',
    description: 'Easy-going houseplants, pots and the tools to keep them happy.',
    skuCode: 'PLT',
    blurb:
      'Grown in peat-free compost by a nursery two hours from our warehouse. Care instructions come with every order.',
    tags: ['eco', 'gift', 'handmade'],
    products: [
      ['Ceramic Planter', 2900, 'A glazed ceramic planter with a drainage hole and matching saucer.'],
      ['Snake Plant', 3200, 'A hardy snake plant that tolerates low light and forgetful watering.'],
      ['Golden Pothos', 1800, 'A trailing pothos with heart-shaped golden-green leaves.'],
      ['Mini Cactus Trio', 1500, 'Three small cacti in recycled paper pots.'],
      ['Fiddle Leaf Fig', 8500, 'A statement fiddle leaf fig about a metre tall.'],
      ['Hanging Macramé Planter', 2300, 'A hand-knotted cotton macramé hanger for a trailing plant.'],
      ['Herb Garden Kit', 1700, 'Seeds, coir discs and three pots to grow basil, parsley and chives.'],
      ['ZZ Plant', 3600, 'A glossy, nearly indestructible plant for dark corners.'],
      ['Moss Kokedama', 2700, 'A fern wrapped in a ball of moss and string, ready to hang or sit.'],
      ['Self-Watering Pot', 2400, 'A two-part pot with a reservoir that keeps roots evenly moist.'],
      ['Copper Watering Can', 3900, 'A small long-spouted watering can in brushed copper.'],
    ],
  },
  {
    slug: 'lamps',
    name: 'Lamps',
    description: 'Floor, table and pendant lights for warm, low evenings.',
    skuCode: 'LMP',
    blurb: 'Supplied with an energy-efficient warm white bulb. Covered by our two-year guarantee.',
    tags: ['minimalist', 'desk', 'handmade'],
    products: [
      ['Arc Floor Lamp', 12000, 'An arching steel floor lamp that reaches over a sofa or reading chair.'],
      ['Mushroom Table Lamp', 8900, 'A glossy opal mushroom lamp with a soft, even glow.'],
      ['Anglepoise Desk Lamp', 9900, 'A spring-balanced desk lamp in a choice of three colours.'],
      ['Paper Lantern Pendant', 4500, 'A large rice-paper pendant shade that diffuses light gently.'],
      ['Rechargeable Café Lamp', 6900, 'A cordless table lamp with a dimmer that lasts an evening on one charge.'],
      ['Brass Reading Light', 7800, 'A wall-mounted brass reading light with a swivel arm.'],
      ['Concrete Bedside Lamp', 5600, 'A cast concrete base with a linen drum shade.'],
      ['Rattan Pendant Shade', 6400, 'A hand-woven rattan shade that throws patterned shadows.'],
      ['Sunset Projection Lamp', 3900, 'A lamp that washes a wall in a warm sunset gradient.'],
      ['Clip-On Book Light', 1500, 'A tiny rechargeable clip-on light for reading in bed.'],
      ['Glass Globe Lamp', 7200, 'A smoked glass globe on a slim walnut base.'],
    ],
  },
  {
    slug: 'textiles',
    name: 'Textiles',
    description: 'Soft furnishings in linen, cotton and wool.',
    skuCode: 'TXT',
    blurb: 'Woven from natural fibres and dyed without heavy metals. Machine washable at 30 degrees.',
    tags: ['eco', 'handmade', 'recycled', 'colourful'],
    products: [
      ['Linen Tea Towel', 1400, 'A stonewashed linen tea towel that softens with every wash.'],
      ['Waffle Bath Towel', 3800, 'A quick-drying cotton waffle towel in a generous size.'],
      ['Chunky Knit Throw', 11500, 'A chunky hand-knitted throw in undyed wool.'],
      ['Block Print Cushion Cover', 3200, 'A cotton cushion cover hand-printed with wooden blocks.'],
      ['Organic Cotton Apron', 3600, 'A cross-back apron in heavy organic cotton canvas.'],
      ['Jute Table Runner', 2900, 'A natural jute runner with fringed ends.'],
      ['Wool Felt Coasters', 1800, 'A set of six thick wool felt coasters in muted tones.'],
      ['Quilted Bed Throw', 8800, 'A lightweight quilted throw stitched in a wave pattern.'],
      ['Canvas Tote Bag', 1600, 'A sturdy canvas tote with long handles and an inner pocket.'],
      ['Linen Napkin Set', 4200, 'Four stonewashed linen napkins in mixed earth colours.'],
      ['Recycled Wool Blanket', 9500, 'A warm blanket woven from reclaimed wool fibres.'],
    ],
  },
];

export const DEMO_PRODUCT_COUNT: number = CATEGORIES.reduce((n, c) => n + c.products.length, 0);

const BESTSELLER_COUNT = 8;
const NEW_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
// Any constant works; it only has to be the same in every process that might seed.
const SEED_LOCK_KEY = 0x5f5eed;

interface PlannedProduct {
  row: NewProduct & { sales_count: number; created_at: Date };
  categorySlug: string;
  tags: TagSlug[];
}

/**
 * Inserts the demo catalogue when the products table is empty. The emptiness check runs
 * under an advisory lock inside the transaction, so servers starting together against
 * one Postgres seed exactly once.
 */
export async function seedDemoCatalogue(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };

    const categories = await trx
      .insertInto('categories')
      .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, menu_order: i + 1 })))
      .returning(['id', 'slug'])
      .execute();
    const tags = await trx
      .insertInto('tags')
      .values(TAGS.map((t) => ({ slug: t.slug, name: t.name })))
      .returning(['id', 'slug'])
      .execute();

    const planned = planProducts();
    const products = await trx
      .insertInto('products')
      .values(planned.map((p) => p.row))
      .returning(['id', 'slug'])
      .execute();

    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const tagId = new Map(tags.map((t) => [t.slug, t.id]));
    const productId = new Map(products.map((p) => [p.slug, p.id]));
    const idOf = <K>(map: Map<K, number>, key: K): number => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`seed: no id for ${String(key)}`);
      return id;
    };

    await trx
      .insertInto('product_categories')
      .values(
        planned.map((p) => ({
          product_id: idOf(productId, p.row.slug),
          category_id: idOf(categoryId, p.categorySlug),
        })),
      )
      .execute();
    await trx
      .insertInto('product_tags')
      .values(
        planned.flatMap((p) =>
          p.tags.map((t) => ({ product_id: idOf(productId, p.row.slug), tag_id: idOf(tagId, t) })),
        ),
      )
      .execute();

    return { seeded: true };
  });
}

function planProducts(): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  CATEGORIES.forEach((category, categoryIndex) => {
    category.products.forEach(([name, price, shortDescription], productIndex) => {
      const slug = slugify(name);
      const rand = mulberry32(fnv1a(slug));
      // Drawn unconditionally so that moving a product between the lists above keeps its other numbers.
      const stockDraw = rand();
      const discountDraw = rand();

      const outOfStock = OUT_OF_STOCK_SLUGS.includes(slug);
      const lowStock = LOW_STOCK_SLUGS.indexOf(slug);
      const stockQuantity = outOfStock ? 0 : lowStock >= 0 ? lowStock + 1 : 5 + Math.floor(stockDraw * 76);

      const onSale = ON_SALE_SLUGS.includes(slug);
      const salePrice = onSale ? Math.floor((price * (0.65 + discountDraw * 0.2)) / 50) * 50 : null;

      // A few products have no reviews yet, so "rating" has ties at zero to break.
      const ratingCount = rand() < 0.08 ? 0 : 1 + Math.floor(rand() ** 2 * 420);
      const rating = ratingCount === 0 ? 0 : 2.6 + rand() * 2.4;
      // Squared so that a handful of products clearly lead "popularity".
      const salesCount = Math.floor(rand() ** 2 * 2400);
      const createdAt = new Date(DEMO_BASE_DATE.getTime() - Math.floor(rand() * 365 * DAY_MS));

      const tags = category.tags.filter(() => rand() < 0.4);
      planned.push({
        categorySlug: category.slug,
        tags,
        row: {
          slug,
          name,
          sku: `SF-${category.skuCode}-${String(productIndex + 1).padStart(3, '0')}`,
          type: VARIABLE_SLUGS.includes(slug) ? 'variable' : 'simple',
          price_cents: price,
          sale_price_cents: salePrice,
          stock_status: outOfStock ? 'outofstock' : 'instock',
          stock_quantity: stockQuantity,
          rating: rating.toFixed(2),
          rating_count: ratingCount,
          // The ratings these reviews stand for add up to the average shown.
          rating_sum: (Number(rating.toFixed(2)) * ratingCount).toFixed(2),
          sales_count: salesCount,
          // Interleaved across categories so the default order opens on a mix of them.
          menu_order: productIndex * CATEGORIES.length + categoryIndex + 1,
          short_description: shortDescription,
          description: `${shortDescription} ${category.blurb}`,
          images: JSON.stringify([`/media/products/${slug}.svg`]),
          video_url: DEMO_VIDEOS[slug] ?? null,
          created_at: createdAt,
        },
      });
    });
  });

  const bestsellers = new Set(
    [...planned]
      .sort((a, b) => b.row.sales_count - a.row.sales_count)
      .slice(0, BESTSELLER_COUNT)
      .map((p) => p.row.slug),
  );
  for (const p of planned) {
    if (bestsellers.has(p.row.slug)) p.tags.push('bestseller');
    const ageMs = DEMO_BASE_DATE.getTime() - p.row.created_at.getTime();
    if (ageMs < NEW_WITHIN_DAYS * DAY_MS) p.tags.push('new');
  }
  return planned;
}

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Small deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
