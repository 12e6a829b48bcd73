import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { catalog } from '../state/catalog.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

/** A call-back request for buying a product in instalments (/terms-of-installments). */
export interface InstallmentRequest {
  productId: number;
  userId: number | null;
  name: string;
  phone: string;
  comment: string | null;
  site: string;
  at: string;
}

class InstallmentRequests {
  readonly all: InstallmentRequest[] = [];

  constructor(private readonly state: SandboxState) {}

  add(request: Omit<InstallmentRequest, 'at'>): void {
    this.all.push({ ...request, at: new Date(this.state.now()).toISOString() });
  }
}

export const installmentRequests = areaStore((state) => new InstallmentRequests(state));

/** An international phone: a plus sign optional, then 10 to 15 digits (spaces, dashes, brackets allowed). */
const PHONE = /^\+?\d{10,15}$/;

export const installmentHandlers: AreaHandlers<'installmentRequest'> = {
  installmentRequest: ({ params, body, caller, site, state }) => {
    const product = catalog(state).byCode(params.code);
    if (!product) throw notFound('Product');
    if (!PHONE.test(body.phone.replaceAll(/[\s()-]/g, ''))) throw badRequest({ phone: ['Enter a valid phone number'] });
    // Instalments are for goods; services and audio are paid at once.
    if (product.type !== 0) throw badRequest({ code: ['This item cannot be bought in instalments'] });
    installmentRequests(state).add({
      productId: product.id,
      userId: caller?.user.id ?? null,
      name: body.name.trim(),
      phone: body.phone,
      comment: body.comment ?? null,
      site,
    });
    return { ok: true };
  },
};
