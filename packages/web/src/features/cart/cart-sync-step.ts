/**
 * What a new auth state asks of the browser's cart (spec 2 §4):
 * - 'ask-merge': a sign-in with a visitor's cart; the user says how it joins the saved one;
 * - 'wait': that question is already asked in this page load (or was closed unanswered): a second
 *   auth reply (the page switching to the user's language refetches it) must not ask again;
 * - 'adopt': the cart changes hands without a question: the server's cart for a user signing in
 *   on a device with no cart, an empty one for the next user (spectator in or out, sign-out);
 * - 'own': the same owner as before; only the stored owner is written.
 */
export type CartSyncStep = 'ask-merge' | 'wait' | 'adopt' | 'own';

export const cartSyncStep = ({
  owner,
  userId,
  hasLocal,
  asked,
}: {
  /** The stored owner: null for a visitor's cart, undefined when never stored. */
  owner: number | null | undefined;
  /** The signed-in user, or null. */
  userId: number | null;
  /** The browser's cart has items. */
  hasLocal: boolean;
  /** Users already asked cart-merge in this page load. */
  asked: ReadonlySet<number>;
}): CartSyncStep => {
  // The cart changes hands only when the user has chosen how it joins the saved one, so a reload
  // before that asks again and nothing is lost.
  if ((owner ?? null) === null && userId !== null && hasLocal) return asked.has(userId) ? 'wait' : 'ask-merge';
  // An unknown owner with items: they were added where no sync ran, so by a visitor as far as we
  // know. A signed-in user with no local cart (a new device, cleared storage) gets the server's.
  if (owner === userId || (owner === undefined && userId === null)) return 'own';
  return 'adopt';
};
