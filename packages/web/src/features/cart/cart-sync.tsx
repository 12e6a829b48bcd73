import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { $api, api } from '../../api/client';
import { readEnvelope } from '../../api/envelope';
import { CART_SAVE_DEBOUNCE_MS, CART_SYNC_UNBLOCK_DELAY_MS } from '../../config/constants';
import { cartStore } from '../../lib/cart/cart-store';
import { type CartLine, cartContextOf, emptyCart, isCartEmpty, type LocalCart } from '../../lib/cart/local-cart';
import { useModals } from '../../modals/modals-context';
import { saveCart } from './api/save-cart';
import { cartSyncStep } from './cart-sync-step';
import { CartNoticeToast } from './components/cart-notice-toast';

type AuthState = components['schemas']['AuthState'];
/**
 * The server's cart. AuthState.cart is the same Cart, but the auth contract names it with the
 * upstream's schema, which the generated client types cannot resolve; the gateway's CartReply is
 * the same shape.
 */
type ServerCart = components['schemas']['CartReply'];
const serverCartIn = (auth: AuthState): ServerCart | null => auth.cart as unknown as ServerCart | null;

/** The server's cart (the gateway's Cart) as the browser keeps it. */
export const fromServerCart = (cart: ServerCart | null | undefined): LocalCart => {
  if (!cart) return emptyCart();
  const lines = (list: ServerCart['products']) => list as unknown as CartLine[];
  return {
    products: lines(cart.products),
    gifts: lines(cart.gifts),
    free: lines(cart.free),
    choose: lines(cart.choose),
    currency_code: cart.currency_code,
  };
};

/** Sign-in calls: while one runs the cart is not saved (spec 2 §4). */
const SIGN_IN_PATHS = new Set(['/bff/v1/auth/sign-in', '/bff/v1/auth/agreements']);

let instances = 0;

/** The signed-in user's server cart: in the auth reply after a sign-in, else read fresh. */
const serverCartOf = async (auth: AuthState): Promise<LocalCart> => {
  if (!auth.signedIn) return emptyCart();
  const cart = serverCartIn(auth);
  if (cart) return fromServerCart(cart);
  const { data } = await api.GET('/bff/v1/auth', { params: { query: { fresh: '1' } } });
  return fromServerCart(data ? serverCartIn(data) : null);
};

/** Saves the cart, showing the server's detail unless the account is suspended (spec 2 §8). */
export const saveWithNotice = async (cart: LocalCart, overwrite = true) => {
  try {
    const reply = await saveCart(cart, overwrite);
    if (reply.cart && !overwrite) cartStore.adopt(fromServerCart(reply.cart));
    return reply;
  } catch (error) {
    const failure = readEnvelope(error);
    if (failure.code !== 'suspended') cartStore.setNotice({ kind: 'save-failed', refusal: failure });
    return null;
  }
};

/**
 * Users asked cart-merge in this page load: asked once, and once closed unanswered the question
 * rests until a reload (each layout's sync, and each auth reply, would ask again).
 */
const mergeAsked = new Set<number>();

/**
 * Keeps the browser cart and the server cart together (spec 2 §4): sets who is buying for the cart
 * rules, saves the user's changes when signed in, blocks saving during sign-in and for
 * CART_SYNC_UNBLOCK_DELAY_MS after it, opens cart-merge at sign-in when a local cart exists, and
 * clears the cart when the user changes (spectator) or signs out. Mount it once per layout; extra
 * copies stay idle.
 */
export const CartSync = () => {
  const queryClient = useQueryClient();
  const { open } = useModals();
  const auth = useQuery($api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 })).data;
  const active = useRef(false);
  const blocked = useRef(false);
  const pending = useRef(false);

  useEffect(() => {
    instances += 1;
    active.current = instances === 1;
    return () => {
      instances -= 1;
      active.current = false;
    };
  }, []);

  // Who buys: spectator flags for the rules; only signed-in users save on the server.
  useEffect(() => {
    if (!auth) return;
    cartStore.setContext(cartContextOf(auth));
    if (!active.current) return;
    const userId = auth.signedIn ? (auth.user?.id ?? null) : null;
    // The stored owner tells a sign-in apart even when it happened on a page without this component.
    const step = cartSyncStep({
      owner: cartStore.owner(),
      userId,
      hasLocal: !isCartEmpty(cartStore.get()),
      asked: mergeAsked,
    });
    if (step === 'wait') return;
    if (step === 'ask-merge' && userId !== null) {
      mergeAsked.add(userId);
      void serverCartOf(auth).then((serverCart) => open('cart-merge', { serverCart, ownerId: userId }));
      return;
    }
    cartStore.setOwner(userId);
    if (step === 'own') return;
    // Spec 2 §4: a sign-in without a local cart keeps the server's; another user (spectator in or
    // out) or a sign-out clears the cart for the next one.
    void serverCartOf(auth).then((serverCart) => cartStore.adopt(userId !== null ? serverCart : emptyCart()));
  }, [auth, open]);

  // Spec 2 §4: no saving while a sign-in call runs, nor for CART_SYNC_UNBLOCK_DELAY_MS after it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return queryClient.getMutationCache().subscribe((event) => {
      const key = event.mutation?.options.mutationKey;
      if (!key || !SIGN_IN_PATHS.has(String(key[1]))) return;
      const status = event.mutation?.state.status;
      if (status === 'pending') {
        clearTimeout(timer);
        blocked.current = true;
      } else if (status === 'success' || status === 'error') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          blocked.current = false;
          if (pending.current && cartStore.context().serverSync) {
            pending.current = false;
            void saveWithNotice(cartStore.get());
          }
        }, CART_SYNC_UNBLOCK_DELAY_MS);
      }
    });
  }, [queryClient]);

  // The user's changes go to the server cart (overwrite), a few at a time.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = cartStore.onUserChange(() => {
      if (!active.current || !cartStore.context().serverSync) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (blocked.current) pending.current = true;
        else void saveWithNotice(cartStore.get());
      }, CART_SAVE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);

  return <CartNoticeToast />;
};
