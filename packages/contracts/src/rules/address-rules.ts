/**
 * Spec 2 §5 address rules, in the one copy both sides use: the gateway enforces them on the order
 * and delivery-check payloads, and the web client's checkout form mirrors them as the user types,
 * so the two cannot disagree. Tested against the table in `address-rule-cases.ts`.
 */

/** "US countries": addresses written the American way (house number first, no house in the street line). */
export const US_ADDRESS_COUNTRIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'AS', 'MP'];

/** Countries whose full names carry a patronymic (spec 2 §5 "listed countries"). */
export const PATRONYMIC_COUNTRIES: readonly string[] = ['RU', 'BY', 'KZ', 'KG', 'UZ', 'TJ', 'UA', 'AB'];

/** Spec 2 §9: courier delivery requires coordinates in these countries. */
export const COURIER_COORDINATES_COUNTRIES: readonly string[] = ['AZ'];

export interface AddressParts {
  street: string;
  house: string;
  flat?: string | undefined;
  city: string;
  post_index?: string | undefined;
}

export interface NameParts {
  first_name: string;
  last_name: string;
  patronymic?: string | undefined;
}

const isUs = (country: string): boolean => US_ADDRESS_COUNTRIES.includes(country.toUpperCase());
const join = (parts: (string | undefined)[]): string =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The street line: US addresses drop the house from it (it leads the address line instead). */
export const streetLine = (parts: AddressParts, country: string): string =>
  isUs(country) ? parts.street.trim() : join([parts.street, parts.house]);

/**
 * The one-line address. US order: "house street, apt, city, ZIP"; elsewhere "index, city, street,
 * house, flat".
 */
export const addressLine = (parts: AddressParts, country: string): string =>
  isUs(country)
    ? join([
        `${parts.house.trim()} ${parts.street.trim()}`,
        parts.flat && `Apt ${parts.flat.trim()}`,
        parts.city,
        parts.post_index,
      ])
    : join([parts.post_index, parts.city, streetLine(parts, country), parts.flat]);

/** Whether the patronymic joins the full name: only for listed countries and only without an address template. */
export const usesPatronymic = (country: string, withTemplate: boolean): boolean =>
  !withTemplate && PATRONYMIC_COUNTRIES.includes(country.toUpperCase());

/** The recipient's full name as the order carries it. */
export const fullName = (name: NameParts, country: string, withTemplate: boolean): string => {
  const patronymic = usesPatronymic(country, withTemplate) ? name.patronymic?.trim() : undefined;
  return PATRONYMIC_COUNTRIES.includes(country.toUpperCase())
    ? [name.last_name.trim(), name.first_name.trim(), patronymic].filter(Boolean).join(' ')
    : [name.first_name.trim(), name.last_name.trim()].filter(Boolean).join(' ');
};

/** Spec 2 §5: courier delivery in AZ needs the address marked on the map. */
export const needsCoordinates = (deliveryType: string, country: string): boolean =>
  deliveryType === 'delivery-courier' && COURIER_COORDINATES_COUNTRIES.includes(country.toUpperCase());

export type AddressProblem = 'coordinates_required';

export const addressProblem = (
  deliveryType: string,
  country: string,
  coords: { latitude?: number | undefined; longitude?: number | undefined },
): AddressProblem | null =>
  needsCoordinates(deliveryType, country) && (coords.latitude === undefined || coords.longitude === undefined)
    ? 'coordinates_required'
    : null;
