import type { Interaction, RecordedRequest, RecordedResponse } from './recording.js';

/** What a placeholder stands for; the number tells distinct values of one kind apart. */
export type SecretKind =
  | 'access-token'
  | 'refresh-token'
  | 'password'
  | 'sign-in-key'
  | 'one-time-code'
  | 'token'
  | 'secret'
  | 'cookie';

const PLACEHOLDER = /^<[a-z]+(?:-[a-z]+)*-\d+>$/;
const PLACEHOLDERS_IN_TEXT = /<([a-z]+(?:-[a-z]+)*)-(\d+)>/g;

/** Fields whose string values are secrets wherever they appear (bodies and queries, at any depth). First match wins. */
const SECRET_FIELDS: [RegExp, SecretKind][] = [
  [/^access_token$/i, 'access-token'],
  [/^(refresh_token|refresh)$/i, 'refresh-token'],
  [/password/i, 'password'],
  [/^confirm_code$/i, 'one-time-code'],
  [/token/i, 'token'],
  [/secret|api_?key/i, 'secret'],
];

/** One-time sign-in keys: the `key` and `keys` fields of these operations only (elsewhere `key` is often harmless). */
const KEY_OPERATIONS = new Set(['domainKey', 'domainRedirect', 'domainSignIn', 'registrationAuthenticate']);
const KEY_FIELDS = /^keys?$/;
/**
 * Codes sent to the user by SMS or mail (besides `confirm_code`, a secret wherever it is): the `code`
 * field of these operations, and of a checked open entry (`open_entry`) wherever it is sent.
 * Elsewhere `code` names a product, a point or a country.
 */
const CODE_OPERATIONS = new Set(['openEntryCheckCode', 'resetCheckCode', 'resetConfirm', 'payoutSign']);
const CODE_HOLDERS = new Set(['open_entry']);

/** The sandbox's token shapes, caught anywhere (inside URLs too): access, refresh, domain and registration keys. */
export const TOKEN_SHAPED = /\b(at|rt|dk|rk)_[0-9a-z]{16,}/g;
const SHAPED_KINDS: Record<string, SecretKind> = {
  at: 'access-token',
  rt: 'refresh-token',
  dk: 'sign-in-key',
  rk: 'sign-in-key',
};

/** Values this long are also replaced inside longer strings (an `Authorization` header, a URL). */
const SUBSTRING_MIN_LENGTH = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces secrets by stable placeholders: the first access token seen becomes `<access-token-1>`,
 * the next distinct one `<access-token-2>`, and every later occurrence of a value gets the same
 * placeholder. The recorder learns a whole scenario in call order and then applies; the player
 * learns each incoming request as it comes (the gateway sends back the placeholders it was
 * served, so those match as they are) and observes the placeholders it serves, so a literal
 * secret in a later request gets the number the recorder gave it.
 */
export class Redactor {
  private readonly values = new Map<string, string>();
  private readonly counters = new Map<string, number>();
  private long: [string, string][] = [];

  learnRequest(request: RecordedRequest): void {
    for (const [name, value] of Object.entries(request.headers)) this.learnHeader(name, value);
    this.learnValue(request.query, request.operation);
    this.learnValue(request.body, request.operation);
    this.learnValue(request.bodyText, request.operation);
  }

  learnResponse(response: RecordedResponse | undefined, operation: string | undefined): void {
    if (!response) return;
    for (const [name, value] of Object.entries(response.headers)) this.learnHeader(name, value);
    this.learnValue(response.body, operation);
    this.learnValue(response.bodyText, operation);
  }

  /** Counts the placeholders in a served reply, so the next new secret of a kind gets the next number. */
  observe(value: unknown): void {
    if (typeof value === 'string') {
      for (const match of value.matchAll(PLACEHOLDERS_IN_TEXT)) {
        const [, kind = '', number = '0'] = match;
        this.counters.set(kind, Math.max(this.counters.get(kind) ?? 0, Number(number)));
      }
    } else if (Array.isArray(value)) {
      for (const item of value) this.observe(item);
    } else if (isObject(value)) {
      for (const item of Object.values(value)) this.observe(item);
    }
  }

  /** A copy of `value` with every learned secret replaced by its placeholder. */
  apply<T>(value: T): T {
    if (typeof value === 'string') return this.redactText(value) as T;
    if (Array.isArray(value)) return value.map((item) => this.apply(item)) as T;
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.apply(v)])) as T;
    return value;
  }

  private redactText(text: string): string {
    const exact = this.values.get(text);
    if (exact) return exact;
    let result = text;
    for (const [secret, placeholder] of this.long) result = result.split(secret).join(placeholder);
    return result;
  }

  private secret(value: string, kind: SecretKind): void {
    if (!value) return;
    if (PLACEHOLDER.test(value)) {
      this.observe(value);
      return;
    }
    if (this.values.has(value)) return;
    const number = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, number);
    const placeholder = `<${kind}-${number}>`;
    this.values.set(value, placeholder);
    if (value.length >= SUBSTRING_MIN_LENGTH) {
      this.long.push([value, placeholder]);
      this.long.sort(([a], [b]) => b.length - a.length);
    }
  }

  private learnHeader(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === 'authorization') {
      const match = /^(\S+)\s+(.+)$/.exec(value);
      if (match) this.secret(match[2] ?? '', match[1]?.toLowerCase() === 'bearer' ? 'access-token' : 'secret');
      else this.secret(value, 'secret');
    } else if (key === 'cookie' || key === 'set-cookie') {
      this.secret(value, 'cookie');
    } else if (/token|secret|api-?key/.test(key)) {
      this.secret(value, 'secret');
    } else {
      this.learnValue(value, undefined);
    }
  }

  /**
   * `operation` null: inside field errors, where field names say what a message is about.
   * `holder`: the field whose object `value` is.
   */
  private learnValue(value: unknown, operation: string | undefined | null, kind?: SecretKind, holder?: string): void {
    if (typeof value === 'string') {
      if (kind) this.secret(value, kind);
      this.observe(value);
      for (const match of value.matchAll(TOKEN_SHAPED)) this.secret(match[0], SHAPED_KINDS[match[1] ?? ''] ?? 'token');
    } else if (Array.isArray(value)) {
      for (const item of value) this.learnValue(item, operation, kind);
    } else if (isObject(value)) {
      for (const [field, item] of Object.entries(value)) {
        // Field errors are keyed by the field they are about: `errors.password` holds messages, not a password.
        if (operation === null || ERROR_FIELDS.has(field)) this.learnValue(item, null, kind);
        else this.learnValue(item, operation, fieldKind(field, operation, holder) ?? kind, field);
      }
    }
  }
}

/** Objects of messages keyed by field name (upstream `errors`, gateway `fields`). */
const ERROR_FIELDS = new Set(['errors', 'fields']);

const fieldKind = (
  field: string,
  operation: string | undefined,
  holder: string | undefined,
): SecretKind | undefined => {
  if (operation && KEY_OPERATIONS.has(operation) && KEY_FIELDS.test(field)) return 'sign-in-key';
  if (field === 'code' && ((operation && CODE_OPERATIONS.has(operation)) || (holder && CODE_HOLDERS.has(holder))))
    return 'one-time-code';
  return SECRET_FIELDS.find(([pattern]) => pattern.test(field))?.[1];
};

/** A scenario's traffic with its secrets replaced, numbered in call order. */
export const redactInteractions = (interactions: Interaction[]): Interaction[] => {
  const redactor = new Redactor();
  for (const interaction of interactions) {
    redactor.learnRequest(interaction.request);
    redactor.learnResponse(interaction.response, interaction.request.operation);
  }
  return redactor.apply(interactions);
};
