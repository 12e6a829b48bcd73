import type { CalculationReply } from '@gf/contracts/upstream/entities/calculation';
import type { DeliveryMethodType } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import { accounts } from '../state/accounts.js';
import type { CatalogProduct } from '../state/catalog.js';
import { convert, currencyOf } from '../state/currencies.js';
import { DELIVERY_METHODS, deliveryCostRub, methodServes, servingStock } from '../state/delivery-methods.js';
import { cityById } from '../state/geo-data.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { calculationText } from './calculation-text.js';
import { type CartInputBody, type CartLine, resolveLines, toCartLine } from './cart-lines.js';
import { promotions } from './promotions.js';
import { checkStock, type StockCheck } from './stock-levels.js';

/** VAT (or sales tax) per site. US prices exclude the sales tax, which is added on top; elsewhere VAT is included. */
const TAX_RATES: Record<string, number> = {
  ru: 0.2,
  it: 0.22,
  eu: 0.21,
  il: 0.17,
  kz: 0.12,
  az: 0.18,
  by: 0.2,
  my: 0.08,
  us: 0.08875,
};
const TAX_ON_TOP = new Set(['us']);

const round2 = (n: number): number => Math.round(n * 100) / 100;

export interface CalculationInput {
  cart: CartInputBody;
  site: string;
  /** The request's language: the lines' product names are in it. */
  language: string;
  /** The buyer whose gift account pays bonus lines; null for visitors. */
  userId: number | null;
  stockId?: number | null | undefined;
  deliveryType?: z.infer<typeof DeliveryMethodType> | null | undefined;
  cityId?: number | null | undefined;
  deliveryId?: number | null | undefined;
  /** A VAT-registered company buyer: the EU reverse charge leaves VAT out. */
  applyVat?: boolean | undefined;
  /** Re-fit the bonus lines to the balance instead of reporting the overflow. */
  recount?: boolean | undefined;
  calculateTax?: boolean | undefined;
  orderSource?: string | null | undefined;
}

/** A priced line of the order to be: gift lines are paid from the gift account, free lines cost nothing. */
export interface PricedLine {
  product: CatalogProduct;
  quantity: number;
  price: number;
  kind: 'product' | 'gift' | 'free';
}

export interface Calculation {
  reply: z.input<typeof CalculationReply>;
  lines: PricedLine[];
  stock: StockCheck;
  deliveryCost: number;
  /** Sum of the bonus lines in the site's currency. */
  giftTotal: number;
}

/** The nicest 1-2-5 step at least `x`. */
const niceStep = (x: number): number => {
  const power = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return [1, 2, 5, 10].map((k) => k * power).find((s) => s >= x) ?? 10 * power;
};

const chooseMethod = (input: CalculationInput, goodsRub: number) => {
  const city = input.cityId ? cityById(input.cityId) : undefined;
  if (input.deliveryId) {
    const method = DELIVERY_METHODS.find((d) => d.id === input.deliveryId);
    return { city, method: method && city && methodServes(method, city) ? method : null };
  }
  if (!input.deliveryType) return { city, method: null };
  const candidates = DELIVERY_METHODS.filter((d) => d.type === input.deliveryType && (!city || methodServes(d, city)));
  const cheapest = city
    ? candidates.sort((a, b) => deliveryCostRub(a, city, goodsRub) - deliveryCostRub(b, city, goodsRub))[0]
    : candidates[0];
  return { city, method: cheapest ?? null };
};

/**
 * Spec 2 §3 Calculation reply for a cart: prices in the site's currency, delivery by stock, type and
 * city, bonus choices (available_gifts keyed by bonus amount, spec 2 §4), promotions, stock and
 * preorder codes, tax.
 */
export const calculate = (state: SandboxState, input: CalculationInput): Calculation => {
  const { site, language } = input;
  const price = (p: CatalogProduct) => convert(p.priceRub, site);
  let productLines = resolveLines(state, input.cart.products, 'products');
  let giftLines = resolveLines(state, input.cart.gifts, 'gifts');
  const all = [...productLines, ...giftLines];
  const goodsRub = all.reduce((sum, l) => sum + l.product.priceRub * l.quantity, 0);
  const notes: string[] = [];
  const infoMessages: string[] = [];
  let errorMessage: string | null = null;
  const currency = currencyOf(site).currency;
  const say = (key: Parameters<typeof calculationText>[1], values?: Record<string, string | number>) =>
    calculationText(language, key, values);

  // Delivery: the method, its cost, and the stock whose shelves serve the order.
  const { city, method } = chooseMethod(input, goodsRub);
  let deliveryCost = 0;
  if (input.deliveryType && input.cityId && !city) errorMessage = say('unknownCity');
  else if ((input.deliveryType || input.deliveryId) && city && !method) {
    errorMessage = say('notReached', { city: city.name });
  } else if (method && city) {
    deliveryCost = convert(deliveryCostRub(method, city, goodsRub), site);
    const cost = deliveryCost === 0 ? say('free') : `${deliveryCost} ${currency}`;
    notes.push(`${method.name}: ${cost}`);
  } else if (input.deliveryType && !city && input.deliveryType !== 'stock') {
    notes.push(say('chooseCity'));
  }
  const stockId = input.stockId ?? (city ? (servingStock(city)?.stock.id ?? null) : null);
  const stock = checkStock(all, stockId);
  if (stock.preorder.length > 0) notes.push(say('preorder', { codes: stock.preorder.join(', ') }));
  if (stock.onlyLeft.length > 0) notes.push(say('overStock'));

  // Bonus: the gift account (in roubles) pays lines that allow it, up to their sum.
  const eligible = all.filter((l) => l.product.canGift).reduce((s, l) => s + price(l.product) * l.quantity, 0);
  const balance = input.userId === null ? 0 : convert(accounts(state).balance(input.userId, 'gift'), site);
  const maxGift = round2(Math.min(balance, eligible));
  let giftTotal = round2(giftLines.reduce((s, l) => s + price(l.product) * l.quantity, 0));
  if (giftLines.some((l) => !l.product.canGift)) errorMessage = say('notForBonuses');
  if (giftTotal > maxGift + 1e-9) {
    if (input.recount) {
      // Refit: keep bonus lines while they fit, move the rest back to money lines.
      const kept: typeof giftLines = [];
      let used = 0;
      for (const line of giftLines) {
        const units = Math.min(line.quantity, Math.floor((maxGift - used) / price(line.product) + 1e-9));
        if (units > 0) kept.push({ ...line, quantity: units });
        if (units < line.quantity) productLines = [...productLines, { ...line, quantity: line.quantity - units }];
        used += units * price(line.product);
      }
      giftLines = kept;
      giftTotal = round2(used);
      infoMessages.push(say('recounted'));
    } else {
      errorMessage = say('bonusLimit', { amount: `${maxGift} ${currency}` });
    }
  }

  // Promotions by goods total: free items, a choice, and a hint about the next one.
  const free: CartLine[] = [];
  const choose: CartLine[] = [];
  const freeProducts: CatalogProduct[] = [];
  let hinted = false;
  const actions: z.input<typeof CalculationReply>['actions'] = [];
  for (const promo of promotions(state, site, language)) {
    if (promo.products.length === 0) continue;
    if (goodsRub < promo.thresholdRub) {
      if (!hinted)
        infoMessages.push(
          say('nextPromotion', {
            amount: `${convert(promo.thresholdRub - goodsRub, site)} ${currency}`,
            promotion: promo.name,
          }),
        );
      hinted = true;
      continue;
    }
    actions.push({ id: promo.id, name: promo.name, description: promo.description });
    if (promo.kind === 'free') {
      for (const p of promo.products) free.push({ ...toCartLine(state, p, 1, site, language), price: 0 });
      freeProducts.push(...promo.products);
    } else {
      const picked = promo.products.find((p) => input.cart.choices.some((c) => c.id === p.id && c.quantity > 0));
      if (picked) freeProducts.push(picked);
      for (const p of promo.products)
        choose.push({ ...toCartLine(state, p, 1, site, language, p === picked), price: 0 });
    }
  }
  for (const { product } of all) {
    const line = toCartLine(state, product, 1, site, language);
    for (const action of line.actions) if (!actions.some((a) => a.id === action.id)) actions.push(action);
  }

  // Money: goods paid in money, delivery, VAT reverse charge and tax.
  const rate = TAX_RATES[site] ?? 0;
  const onTop = TAX_ON_TOP.has(site);
  const finalCost = (goods: number): { cost: number; tax: number } => {
    let base = goods + deliveryCost;
    if (input.applyVat && !onTop) base = base / (1 + rate);
    const tax =
      !input.calculateTax || (input.applyVat && !onTop) ? 0 : onTop ? base * rate : (base * rate) / (1 + rate);
    return { cost: round2(onTop && input.calculateTax ? base + tax : base), tax: round2(tax) };
  };
  if (input.applyVat && !onTop) notes.push(`VAT ${Math.round(rate * 100)}% is not charged (reverse charge)`);
  const productsTotal = productLines.reduce((s, l) => s + price(l.product) * l.quantity, 0);
  const { cost, tax } = finalCost(productsTotal);
  const value = productLines.reduce((s, l) => s + l.product.value * l.quantity, 0);

  // available_gifts: for each bonus amount, which units it buys (greedy, in cart order) and what is left to pay.
  const everything = [...productLines, ...giftLines];
  const totalAll = everything.reduce((s, l) => s + price(l.product) * l.quantity, 0);
  const pvAll = everything.reduce((s, l) => s + l.product.value * l.quantity, 0);
  const step = niceStep(Math.max(convert(500, site), maxGift / 10));
  const availableGifts: z.input<typeof CalculationReply>['available_gifts'] = {};
  for (let amount = 0; amount <= maxGift + 1e-9; amount += step) {
    const prods: { id: number; qty: number }[] = [];
    let covered = 0;
    let pv = pvAll;
    for (const line of everything) {
      if (!line.product.canGift) continue;
      const units = Math.min(line.quantity, Math.floor((amount - covered) / price(line.product) + 1e-9));
      if (units <= 0) continue;
      const same = prods.find((p) => p.id === line.product.id);
      if (same) same.qty += units;
      else prods.push({ id: line.product.id, qty: units });
      covered += units * price(line.product);
      pv -= units * line.product.value;
    }
    availableGifts[String(amount)] = { total: finalCost(totalAll - covered).cost, pv, prods };
  }

  const lines: PricedLine[] = [
    ...productLines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      price: price(l.product),
      kind: 'product' as const,
    })),
    ...giftLines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      price: price(l.product),
      kind: 'gift' as const,
    })),
    ...freeProducts.map((product) => ({ product, quantity: 1, price: 0, kind: 'free' as const })),
  ];

  return {
    reply: {
      products: productLines.map((l) => toCartLine(state, l.product, l.quantity, site, language, l.isChosen)),
      actions,
      choose,
      only_left_in_stock: stock.onlyLeft,
      preorder: stock.preorder,
      max_gft_balance: maxGift,
      available_gifts: availableGifts,
      free,
      cost,
      value,
      total_tax: tax,
      notes,
      info_messages: infoMessages,
      error_message: errorMessage,
      order_source: input.orderSource ?? null,
    },
    lines,
    stock,
    deliveryCost,
    giftTotal,
  };
};
