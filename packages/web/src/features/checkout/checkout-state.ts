import type { components } from '@gf/contracts/generated/bff';
import { addressProblem, needsCoordinates, usesPatronymic } from '@gf/contracts/rules/address-rules';
import { registrationProblems } from '@gf/contracts/rules/order-registration';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { useCallback, useEffect, useState } from 'react';
import type { ErrorEnvelope } from '../../api/envelope';
import { type GiftEntry, splitByBonus } from '../../lib/calculation';
import { toCartBody } from '../../lib/cart/cart-body';
import type { LocalCart } from '../../lib/cart/local-cart';

export type DeliveryType = components['schemas']['DeliveryType'];
export type DeliveryBody = components['schemas']['DeliveryBody'];
export type OrderCreateBody = components['schemas']['OrderCreateBody'];

/** Everything the user typed or chose at checkout; kept in sessionStorage so an error or a reload loses nothing. */
export interface CheckoutForm {
  countryId: number | null;
  country: string;
  cityId: number | null;
  cityName: string;
  deliveryType: DeliveryType | null;
  stockId: number | null;
  deliveryId: number | null;
  groupNumber: string;
  point: { code: string; address: string; post_index: string; delivery_id: number } | null;
  templateId: number | null;
  templateAddress: string;
  street: string;
  house: string;
  flat: string;
  postIndex: string;
  latitude: string;
  longitude: string;
  firstName: string;
  lastName: string;
  patronymic: string;
  phone: string;
  email: string;
  note: string;
  bonus: number;
  vatOn: boolean;
  vatNumber: string;
  vatCompany: string;
  privateNote: string;
  saveTemplate: boolean;
  ref: string;
  /** Spec 2 §3 registration details of a referral buyer (their order registers them). */
  passportType: string;
  jurType: string;
  birthDate: string;
  passportNumber: string;
}

export const emptyForm = (country = ''): CheckoutForm => ({
  countryId: null,
  country,
  cityId: null,
  cityName: '',
  deliveryType: null,
  stockId: null,
  deliveryId: null,
  groupNumber: '',
  point: null,
  templateId: null,
  templateAddress: '',
  street: '',
  house: '',
  flat: '',
  postIndex: '',
  latitude: '',
  longitude: '',
  firstName: '',
  lastName: '',
  patronymic: '',
  phone: '',
  email: '',
  note: '',
  bonus: 0,
  vatOn: false,
  vatNumber: '',
  vatCompany: '',
  privateNote: '',
  saveTemplate: false,
  ref: '',
  passportType: '',
  jurType: '',
  birthDate: '',
  passportNumber: '',
});

export const CHECKOUT_STORAGE_KEY = 'gf.checkout.v1';

const load = (): CheckoutForm | null => {
  try {
    const text = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    return text ? { ...emptyForm(), ...(JSON.parse(text) as Partial<CheckoutForm>) } : null;
  } catch {
    return null;
  }
};

/** A change to some of the form's fields (`update` of useCheckoutForm). */
export type FormUpdate = (change: Partial<CheckoutForm>) => void;

/** The checkout form, stored on every change. */
export const useCheckoutForm = () => {
  const [form, setForm] = useState<CheckoutForm>(() => load() ?? emptyForm());
  useEffect(() => {
    try {
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(form));
    } catch {
      // Without storage the form lives as long as the page.
    }
  }, [form]);
  const update = useCallback((change: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...change })), []);
  const reset = useCallback(() => {
    setForm(emptyForm());
    try {
      sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
  }, []);
  return { form, update, reset };
};

const number = (text: string): number | undefined => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : undefined;
};

/**
 * Problems the client finds before asking the gateway (spec 2 §5), by field of the order payload;
 * the values are rule names the page translates. The gateway checks the same again.
 */
export const deliveryProblems = (form: CheckoutForm): Record<string, string> => {
  const problems: Record<string, string> = {};
  if (!form.cityId) problems['delivery.city_id'] = 'required';
  if (!form.deliveryType) problems['delivery.delivery_type'] = 'required';
  if (!form.firstName.trim()) problems['delivery.recipient.first_name'] = 'required';
  if (!form.lastName.trim()) problems['delivery.recipient.last_name'] = 'required';
  if (!form.phone.trim()) problems['delivery.phone'] = 'required';
  else {
    const phone = phoneProblem(form.phone, form.country);
    if (phone) problems['delivery.phone'] = phone;
  }
  if (form.deliveryType === 'stock' && !form.stockId) problems['delivery.stock_id'] = 'required';
  if (form.deliveryType === 'group' && !form.groupNumber) problems['delivery.group_number'] = 'required';
  if (form.deliveryType === 'delivery-pickup' && !form.point) problems['delivery.address'] = 'required';
  if (form.deliveryType === 'delivery-courier' && form.templateId === null) {
    if (!form.street.trim()) problems['delivery.street'] = 'required';
    if (!form.house.trim()) problems['delivery.house'] = 'required';
  }
  if (form.deliveryType) {
    const coords = addressProblem(form.deliveryType, form.country, {
      latitude: number(form.latitude),
      longitude: number(form.longitude),
    });
    if (coords) problems['delivery.latitude'] = coords;
  }
  return problems;
};

/** The delivery as the gateway takes it (it builds the full name and the address line by the rules). */
export const toDeliveryBody = (form: CheckoutForm): DeliveryBody => {
  const type = form.deliveryType ?? 'stock';
  const withTemplate = form.templateId !== null;
  const body: DeliveryBody = {
    delivery_type: type,
    country: form.country,
    city_id: form.cityId ?? 0,
    city: form.cityName || undefined,
    recipient: {
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      ...(usesPatronymic(form.country, withTemplate) && form.patronymic.trim()
        ? { patronymic: form.patronymic.trim() }
        : {}),
    },
    phone: form.phone.trim(),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
  };
  if (withTemplate) {
    body.address_template_id = form.templateId ?? undefined;
    if (form.templateAddress) body.address = form.templateAddress;
  }
  if (type === 'stock' && form.stockId) body.stock_id = form.stockId;
  if (type === 'group') body.group_number = form.groupNumber;
  if (type === 'delivery-pickup' && form.point) {
    body.delivery_id = form.point.delivery_id;
    body.address = form.point.address;
    body.post_index = form.point.post_index;
  }
  if (type === 'delivery-courier' && !withTemplate) {
    body.street = form.street.trim();
    body.house = form.house.trim();
    if (form.flat.trim()) body.flat = form.flat.trim();
    if (form.postIndex.trim()) body.post_index = form.postIndex.trim();
    body.delivery_home = true;
  }
  if (type === 'delivery-courier' && needsCoordinates(type, form.country)) {
    body.latitude = number(form.latitude);
    body.longitude = number(form.longitude);
  }
  return body;
};

/** Spec 2 §3 `registration` of a referral buyer: the document, the legal form and, for a private person, their data. */
export const toRegistration = (form: CheckoutForm): NonNullable<OrderCreateBody['registration']> => ({
  ...(form.ref.trim() ? { ref: form.ref.trim() } : {}),
  passport_type: form.passportType as NonNullable<OrderCreateBody['registration']>['passport_type'],
  jur_type: form.jurType as NonNullable<OrderCreateBody['registration']>['jur_type'],
  ...(form.jurType === 'individual'
    ? {
        individual: {
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          ...(form.patronymic.trim() ? { patronymic: form.patronymic.trim() } : {}),
          ...(form.birthDate ? { birth_date: form.birthDate } : {}),
          passport_number: form.passportNumber.trim(),
        },
      }
    : {}),
});

/** What step 2 lacks of a referral buyer's registration details (the gateway checks the same). */
export const registrationProblemsOf = (form: CheckoutForm): Record<string, string> =>
  registrationProblems(
    toRegistration(form),
    form.vatOn ? { number: form.vatNumber, company: form.vatCompany } : undefined,
  );

/** Spec 2 §3 order payload, with the bonus split of spec 2 §4 applied to the lines. */
export const toOrderBody = (
  form: CheckoutForm,
  cart: LocalCart,
  availableGifts: Record<string, GiftEntry>,
  options: { idempotencyKey: string; preorderCodes: string[]; signedIn: boolean; registering: boolean },
): OrderCreateBody => {
  const split = splitByBonus([...cart.products, ...cart.gifts], availableGifts, form.bonus);
  const body = toCartBody({ ...cart, products: split.products, gifts: split.gifts });
  return {
    idempotency_key: options.idempotencyKey,
    cart: body,
    delivery: toDeliveryBody(form),
    ...(form.vatOn && form.vatNumber.trim()
      ? { vat: { number: form.vatNumber.trim(), company: form.vatCompany.trim() } }
      : {}),
    ...(form.privateNote.trim() ? { private_note: form.privateNote.trim() } : {}),
    ...(options.signedIn ? { save_template: form.saveTemplate } : {}),
    ...(options.registering
      ? { registration: toRegistration(form) }
      : form.ref.trim()
        ? { registration: { ref: form.ref.trim() } }
        : {}),
    ...(options.preorderCodes.length > 0 ? { preorder_codes: options.preorderCodes } : {}),
  };
};

/**
 * Where a refused order leads: back to the cart when stock changed (spec 2 §4), to the sponsor
 * choice when an open-entry visitor has none yet (spec 2 §4: the sponsor is set after the code),
 * to step 1 for delivery fields; otherwise its message is shown where the order was placed.
 */
export type OrderRefusal = 'stock' | 'sponsor' | 'delivery' | 'details' | 'message';

export const orderRefusalOf = (failure: ErrorEnvelope): OrderRefusal => {
  if (failure.code === 'stock_changed') return 'stock';
  const fields = Object.keys(failure.fields ?? {});
  if (fields.includes('sponsor_id')) return 'sponsor';
  // Registration details and VAT data are asked on step 2.
  const onDetails = (field: string) =>
    (field.startsWith('registration.') && field !== 'registration.ref') || field.startsWith('vat.');
  if (fields.some(onDetails)) return 'details';
  return fields.some((field) => field.startsWith('delivery.')) ? 'delivery' : 'message';
};
