import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { readEnvelope } from '../../api/envelope';
import { paths } from '../../config/paths';
import { stockMarksFromFields } from '../../lib/calculation';
import { cartStore } from '../../lib/cart/cart-store';
import type { LocalCart } from '../../lib/cart/local-cart';
import { useZodForm } from '../../lib/form';
import { useFormSubmit } from '../../lib/form-submit';
import type { Calculation } from './api/calculate-order';
import { type OrderCreated, useCreateOrder } from './api/create-order';
import { type CheckoutForm, orderRefusalOf, toOrderBody } from './checkout-state';

/** Placing the order asks nothing more: what it sends was typed and checked on steps 1 and 2. */
const PlaceOrder = z.object({});

interface Placement {
  form: CheckoutForm;
  cart: LocalCart;
  calculation: Calculation | undefined;
  preorderCodes: string[];
  signedIn: boolean;
  registering: boolean;
  onPlaced: (order: OrderCreated) => void;
  /** A refusal by fields of step 1 (`delivery`) or step 2 (`details`): the step shows them under its fields. */
  onReturned: (step: 1 | 2, refusal: unknown) => void;
}

/**
 * "Place order" (spec 2 §3), on the one submit path: one request per attempt under an idempotency
 * key (a repeated send of the same attempt is the same order, issue 8), a refusal at the top of the
 * step. A refusal that belongs elsewhere ends the attempt there: a stock change goes to the cart
 * (spec 2 §4), a field of step 1 or 2 back to its step.
 */
export const useOrderPlacement = ({
  form,
  cart,
  calculation,
  preorderCodes,
  signedIn,
  registering,
  onPlaced,
  onReturned,
}: Placement) => {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const placement = useZodForm(PlaceOrder, {});
  // Spec 2 §4: an open-entry visitor without a sponsor is led to choose one.
  const [sponsorMissing, setSponsorMissing] = useState(false);
  const { submit, refusal } = useFormSubmit(placement, {
    send: async (_values, idempotencyKey): Promise<OrderCreated | null> => {
      // The button waits for the price: without it there is no bonus split to send.
      if (!calculation) return null;
      setSponsorMissing(false);
      const body = toOrderBody(form, cart, calculation.available_gifts, {
        idempotencyKey,
        preorderCodes,
        signedIn,
        registering,
      });
      try {
        return await create.mutateAsync(body);
      } catch (error) {
        const failure = readEnvelope(error);
        const kind = orderRefusalOf(failure);
        if (kind === 'stock') {
          cartStore.setMarks(stockMarksFromFields(cart.products, failure.fields));
          navigate(paths.ShopCart.href());
          return null;
        }
        if (kind === 'delivery' || kind === 'details') {
          onReturned(kind === 'delivery' ? 1 : 2, error);
          return null;
        }
        setSponsorMissing(kind === 'sponsor');
        throw error;
      }
    },
    onDone: (order) => {
      if (order) onPlaced(order);
    },
  });
  return { submit, refusal, sponsorMissing, placing: create.isPending };
};
