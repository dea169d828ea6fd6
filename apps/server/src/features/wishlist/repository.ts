import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, wishlistItems, type WishlistItemRow } from '../../db/schema.ts';

/** The customer's saved pieces, newest first. */
export async function listWishlist(db: Database, userId: string): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
}

/**
 * Saves pieces in one transaction that holds the customer's row, so two saves at once cannot
 * together pass the limit. A piece already saved keeps its first price. Answers how many of
 * `pieces` were saved now, and how many found no room below `max`.
 */
export async function saveToWishlist(
  db: Database,
  userId: string,
  pieces: readonly { productId: number; pricePaise: number }[],
  max: number,
): Promise<{ saved: number; noRoom: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const held = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    const already = new Set(held.map((row) => row.productId));
    const fresh = pieces.filter((piece) => !already.has(piece.productId));
    const room = Math.max(0, max - already.size);
    const taken = fresh.slice(0, room);
    if (taken.length > 0)
      await tx
        .insert(wishlistItems)
        .values(
          taken.map((piece) => ({
            userId,
            productId: piece.productId,
            pricePaiseWhenAdded: piece.pricePaise,
          })),
        )
        .onConflictDoNothing();
    return { saved: taken.length, noRoom: fresh.length - taken.length };
  });
}

export async function removeFromWishlist(db: Database, userId: string, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
