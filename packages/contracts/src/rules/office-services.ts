/**
 * The five service pages of spec 1 §2 under /office/services/. `x-assumed`: the spec names them
 * (health partner, premium subscription partner, pulse, business-telecom, voice assistant) but
 * prints no URL segment for four of them; these segments are ours, kept in this one place for the
 * gateway and the client.
 */
export const SERVICE_PAGES = {
  /** Spec 2 §7 "a health-service page call". */
  'health-partner': 'content',
  /** Spec 2 §7 "a prime-subscription page call". */
  'premium-subscription-partner': 'content',
  /** Spec 2 §7 "a pulse page call". */
  pulse: 'content',
  /** Spec 2 §7 "a business-service form call", "form and upload", "business-service file". */
  'business-telecom': 'form',
  /** Spec 2 §7 "messenger-assistant auth endpoints": link a messenger's voice assistant by its code. */
  'voice-assistant': 'assistant',
} as const;

export type ServicePage = keyof typeof SERVICE_PAGES;
export const SERVICE_PAGE_NAMES = Object.keys(SERVICE_PAGES) as ServicePage[];
export const isServicePage = (name: string): name is ServicePage => Object.hasOwn(SERVICE_PAGES, name);

/**
 * The field code of a voice-assistant link code that no messenger gave (issue 34): the upstream
 * answers 404, which the gateway turns into a 400 with this code on `code`, so the form says it
 * under its field (in `common:refusal`) instead of the page going to the 404 error page.
 * `x-assumed`: the spec shows none of the messenger-assistant calls' replies.
 */
export const UNKNOWN_LINK_CODE = 'unknown_link_code';
