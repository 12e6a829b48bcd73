import type { AddressTemplate } from '@gf/contracts/upstream/entities/order';
import type { z } from 'zod';
import { areaStore } from '../state/sandbox-state.js';

export type TemplateType = z.infer<typeof AddressTemplate>['type'];

export interface SandboxAddressTemplate {
  id: number;
  userId: number;
  type: TemplateType;
  stockId: number | null;
  deliveryId: number | null;
  cityId: number;
  city: string;
  country: string;
  postIndex: string | null;
  address: string;
  fullName: string;
}

/**
 * Saved checkout addresses per user (spec 2 §2 tabs shop, courier, pvz). An order created with
 * save_template adds one; the demo partner and client start with a few.
 */
export class AddressTemplates {
  private readonly all: SandboxAddressTemplate[] = [];
  private nextId = 1;

  constructor() {
    this.add({
      userId: 1,
      type: 'courier',
      stockId: null,
      deliveryId: 10,
      cityId: 101,
      city: 'Moscow',
      country: 'RU',
      postIndex: '125009',
      address: 'Tverskaya, 1, apt. 5',
      fullName: 'Anna Partnerova',
    });
    this.add({
      userId: 1,
      type: 'shop',
      stockId: 1,
      deliveryId: 1,
      cityId: 101,
      city: 'Moscow',
      country: 'RU',
      postIndex: null,
      address: 'Kirovogradskaya 9, bld. 4',
      fullName: 'Anna Partnerova',
    });
    this.add({
      userId: 1,
      type: 'pvz',
      stockId: null,
      deliveryId: 20,
      cityId: 102,
      city: 'Saint Petersburg',
      country: 'RU',
      postIndex: '191186',
      address: 'Nevsky ave., 28',
      fullName: 'Anna Partnerova',
    });
    this.add({
      userId: 2,
      type: 'courier',
      stockId: null,
      deliveryId: 10,
      cityId: 102,
      city: 'Saint Petersburg',
      country: 'RU',
      postIndex: '190000',
      address: 'Gorokhovaya, 10, apt. 12',
      fullName: 'Ivan Klientov',
    });
    // The employee's: a home address from before, and the stock where the employee flow collects.
    this.add({
      userId: 3,
      type: 'courier',
      stockId: null,
      deliveryId: 10,
      cityId: 101,
      city: 'Moscow',
      country: 'RU',
      postIndex: '119002',
      address: 'Arbat, 25, apt. 3',
      fullName: 'Elena Sotrudnikova',
    });
    this.add({
      userId: 3,
      type: 'shop',
      stockId: 1,
      deliveryId: 1,
      cityId: 101,
      city: 'Moscow',
      country: 'RU',
      postIndex: null,
      address: 'Kirovogradskaya 9, bld. 4',
      fullName: 'Elena Sotrudnikova',
    });
  }

  add(template: Omit<SandboxAddressTemplate, 'id'>): SandboxAddressTemplate {
    const same = this.all.find(
      (t) =>
        t.userId === template.userId &&
        t.type === template.type &&
        t.address === template.address &&
        t.city === template.city,
    );
    if (same) return same;
    const created = { ...template, id: this.nextId++ };
    this.all.push(created);
    return created;
  }

  of(userId: number, country?: string, type?: TemplateType): SandboxAddressTemplate[] {
    return this.all.filter(
      (t) => t.userId === userId && (!country || t.country === country) && (!type || t.type === type),
    );
  }

  get(userId: number, id: number): SandboxAddressTemplate | undefined {
    return this.all.find((t) => t.userId === userId && t.id === id);
  }

  remove(userId: number, id: number): boolean {
    const index = this.all.findIndex((t) => t.userId === userId && t.id === id);
    if (index < 0) return false;
    this.all.splice(index, 1);
    return true;
  }
}

export const addressTemplates = areaStore(() => new AddressTemplates());

export const toAddressTemplate = (t: SandboxAddressTemplate): z.input<typeof AddressTemplate> => ({
  id: t.id,
  type: t.type,
  stock_id: t.stockId,
  delivery: t.deliveryId,
  city: t.city,
  country: t.country,
  post_index: t.postIndex,
  address: t.address,
  full_name: t.fullName,
});
