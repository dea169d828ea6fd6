/**
 * A signed-in shopper's wishlist: the pieces they saved, kept by the shop so the list follows
 * them to any device, with the catalogue's price when each was saved; the list answers
 * today's prices, and how much each fell since. A guest's list, kept in their browser, joins
 * the account at sign-in (`merge`). Deleting the account deletes the list with it (the rows
 * go with the account's row).
 */
import type { ProductDetail } from '@shop/shared/catalogue-api';
import { rupeesToPaise } from '@shop/shared/money';
import { priceDropPaise, WISHLIST_MAX_ITEMS, WISHLIST_TEXTS } from '@shop/shared/wishlist';
import type { WishlistAnswer, WishlistItem } from '@shop/shared/wishlist-api';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { listWishlist, removeFromWishlist, saveToWishlist } from './repository.ts';

export interface WishlistServiceOptions {
  /** The catalogue's piece, or undefined when it has none with this id (or it left the collection). */
  findProduct: (id: string) => Promise<ProductDetail | undefined>;
  /** Tests lower it to reach it in a few requests. */
  maxItems?: number;
}

export function createWishlistService(
  db: Database,
  { findProduct, maxItems = WISHLIST_MAX_ITEMS }: WishlistServiceOptions,
) {
  /** The list as it is now. A piece that left the collection is not shown (its row waits for its return). */
  async function list(user: UserRow): Promise<WishlistAnswer> {
    const rows = await listWishlist(db, user.id);
    const items = await Promise.all(
      rows.map(async (row): Promise<WishlistItem | undefined> => {
        const product = await findProduct(String(row.productId));
        if (!product) return undefined;
        const pricePaise = rupeesToPaise(product.price);
        return {
          productId: product._id,
          name: product.name,
          image: product.image,
          inStock: product.inStock,
          productType: product.productType,
          personalisations: product.customizationTypes.map((type) => type.name),
          pricePaise,
          savedPricePaise: row.pricePaiseWhenAdded,
          priceDropPaise: priceDropPaise(row.pricePaiseWhenAdded, pricePaise),
          addedAt: row.addedAt.toISOString(),
        };
      }),
    );
    return { success: true, items: items.filter((item) => item !== undefined) };
  }

  /** The pieces of the catalogue among these ids, with their prices today; unknown ids left out. */
  async function known(productIds: readonly string[]) {
    const found = await Promise.all([...new Set(productIds)].map((id) => findProduct(id)));
    return found
      .filter((product) => product !== undefined)
      .map((product) => ({ productId: Number(product._id), pricePaise: rupeesToPaise(product.price) }));
  }

  return {
    list,

    /** Saves a piece (again: nothing changes); an unknown piece is a 404, a full list a 409. */
    async save(user: UserRow, productId: string): Promise<WishlistAnswer> {
      const pieces = await known([productId]);
      if (pieces.length === 0) throw new HttpError(404, WISHLIST_TEXTS.productNotFound);
      const { noRoom } = await saveToWishlist(db, user.id, pieces, maxItems);
      if (noRoom > 0) throw new HttpError(409, WISHLIST_TEXTS.full);
      return list(user);
    },

    /** Removes a piece; one not in the list changes nothing. */
    async remove(user: UserRow, productId: string): Promise<WishlistAnswer> {
      await removeFromWishlist(db, user.id, Number(productId));
      return list(user);
    },

    /**
     * A guest's pieces joined to the account: those already saved are not saved twice, those
     * no longer in the collection or beyond the limit are left out, and the answer says how many.
     */
    async merge(user: UserRow, productIds: readonly string[]): Promise<WishlistAnswer> {
      const unique = [...new Set(productIds.map((id) => String(Number(id))))];
      const pieces = await known(unique);
      const { noRoom } = await saveToWishlist(db, user.id, pieces, maxItems);
      return { ...(await list(user)), leftOut: unique.length - pieces.length + noRoom };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
