/** Product editions (spec section 3). */
export const ProductEdition = {
  Unset: 'Unset',
  PrimaryGradeLevel: 'PrimaryGradeLevel',
  SecondaryGradeLevel: 'SecondaryGradeLevel',
} as const;

/** One of the product editions. */
export type ProductEdition = (typeof ProductEdition)[keyof typeof ProductEdition];

/** All product editions in spec order. */
export const PRODUCT_EDITIONS = [
  ProductEdition.Unset,
  ProductEdition.PrimaryGradeLevel,
  ProductEdition.SecondaryGradeLevel,
] as const satisfies readonly ProductEdition[];

/** The two editions a widget can actually be offered in. */
export type EffectiveEdition = Exclude<ProductEdition, 'Unset'>;

/** The two concrete editions in spec order. */
export const EFFECTIVE_EDITIONS = [
  ProductEdition.PrimaryGradeLevel,
  ProductEdition.SecondaryGradeLevel,
] as const satisfies readonly EffectiveEdition[];

/** The default edition (spec section 9: 'Default edition is primary'). */
export const DEFAULT_PRODUCT_EDITION: EffectiveEdition = ProductEdition.PrimaryGradeLevel;

/** True when the value is one of the product editions (exact spelling). */
export function isProductEdition(value: unknown): value is ProductEdition {
  return typeof value === 'string' && (PRODUCT_EDITIONS as readonly string[]).includes(value);
}

/** Maps a setting value to a concrete edition; Unset, empty or unknown values give the default (primary). */
export function effectiveEdition(value: string | null | undefined): EffectiveEdition {
  const match = EFFECTIVE_EDITIONS.find((e) => e.toLowerCase() === (value ?? '').trim().toLowerCase());
  return match ?? DEFAULT_PRODUCT_EDITION;
}
