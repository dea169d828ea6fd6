/**
 * One piece of the demo catalogue as the server stores it: the columns of a new product row
 * (apps/server/src/db/schema.ts) that the demo fills in. The server's type checks that a demo
 * piece is a row it can insert; the demo itself never reaches into the server.
 */
import type { CustomizationType, ItemType, Material, PeopleCategory } from '@shop/shared/catalogue';
import type { MakingChargeKind, PriceBreakup, PricingKind, Purity } from '@shop/shared/pricing';

export interface DemoProduct {
  id: number;
  name: string;
  /**
   * The name on the Tamil and Hindi pages (demo-names-in-languages.ts); the server stores ''
   * where a piece has none.
   */
  nameTa?: string;
  nameHi?: string;
  description: string;
  peopleCategory: PeopleCategory;
  itemType: ItemType;
  productCategory: string;
  material: Material;
  purity: Purity;
  gram: number;
  pricePaise: number;
  originalPricePaise: number | null;
  isNew: boolean;
  stock: number;
  customizationTypes: CustomizationType[];
  images: string[];
  /** Only where the card shows another picture than the first (the sample pendants). */
  cardImage?: string;
  engravingTemplateImage: string | null;
  createdAt: Date;
  /** The rest only for the few pieces priced from the day's metal rate (demo-rates.ts). */
  pricing?: PricingKind;
  netWeightMg?: number;
  makingKind?: MakingChargeKind;
  makingValue?: number;
  stonesPaise?: number;
  hallmarkingPaise?: number;
  priceBreakup?: PriceBreakup;
}
