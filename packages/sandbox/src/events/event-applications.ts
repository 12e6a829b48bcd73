import type {
  DocumentScanType,
  EventApplication,
  InternationalPassport,
  Passport,
  Visa,
} from '@gf/contracts/upstream/entities/event';
import type { z } from 'zod';
import { localized } from '../localized.js';
import type { EventPackageSeed, SandboxEvent } from '../state/event-catalog.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

export type ApplicationStatus = z.output<typeof EventApplication>['status'];

export interface ScanRecord {
  /** The stored file's id: the scan downloads through GET /greenway/file/{id}/. */
  id: number;
  type: z.output<typeof DocumentScanType>;
  name: string;
  size: number;
  uploadedAt: string;
}

export interface ApplicationRecord {
  id: number;
  userId: number;
  eventId: number;
  type: string | null;
  status: ApplicationStatus;
  clothesSize: string | null;
  passport: z.output<typeof Passport> | null;
  international: z.output<typeof InternationalPassport> | null;
  visa: z.output<typeof Visa> | null;
  fields: Record<string, string>;
  packageIds: number[];
  account: 'green' | 'travel' | null;
  scans: ScanRecord[];
}

export interface ExtraFieldSeed {
  name: string;
  label: string;
  labelRu: string;
  labelHe: string;
  required: boolean;
}

/** The questions each kind of event asks beyond the documents (spec 2 §3 "extra fields"). */
export const EXTRA_FIELDS: Record<SandboxEvent['kind'], readonly ExtraFieldSeed[]> = {
  forum: [],
  'leadership-school': [
    {
      name: 'dietary',
      label: 'Dietary requirements',
      labelRu: 'Особенности питания',
      labelHe: 'העדפות תזונה',
      required: false,
    },
    {
      name: 'arrival',
      label: 'Arrival flight or train',
      labelRu: 'Рейс или поезд прибытия',
      labelHe: 'טיסה או רכבת ההגעה',
      required: false,
    },
  ],
  cruise: [
    {
      name: 'emergency_contact',
      label: 'Emergency contact (name and phone)',
      labelRu: 'Контакт на экстренный случай (имя и телефон)',
      labelHe: 'איש קשר לשעת חירום (שם וטלפון)',
      required: true,
    },
    {
      name: 'cabin_mate',
      label: 'Cabin mate (partner number)',
      labelRu: 'Сосед по каюте (номер партнёра)',
      labelHe: 'שותף לתא (מספר שותף)',
      required: false,
    },
  ],
};

/** The event's extra fields with labels in the request's language. */
export const extraFieldsIn = (event: SandboxEvent, language: string) =>
  EXTRA_FIELDS[event.kind].map((f) => ({
    name: f.name,
    label: localized(language, f.label, { ru: f.labelRu, he: f.labelHe }),
    required: f.required,
  }));

/**
 * What makes an application complete, after which it is sent to the organisers: the type, the
 * passport with its scan, the clothes size and a package; abroad also the international passport,
 * its scan and the visa step.
 */
const isComplete = (application: ApplicationRecord, event: SandboxEvent): boolean => {
  const scanned = (type: ScanRecord['type']) => application.scans.some((s) => s.type === type);
  const home =
    application.type !== null &&
    application.passport !== null &&
    scanned('passport') &&
    application.clothesSize !== null &&
    application.packageIds.length > 0 &&
    EXTRA_FIELDS[event.kind].every((f) => !f.required || (application.fields[f.name] ?? '').trim() !== '');
  return (
    home &&
    (!event.abroad || (application.international !== null && scanned('international') && application.visa !== null))
  );
};

/** Event applications, one per user per event, filled step by step (spec 2 §3 Event application). */
export class EventApplications {
  private readonly byKey = new Map<string, ApplicationRecord>();
  private nextId = 301;

  constructor() {
    // The demo partner has started an application to the cruise: the type is chosen, the rest waits.
    this.create(1, 110).type = 'participant';
  }

  get(userId: number, eventId: number): ApplicationRecord | undefined {
    return this.byKey.get(`${userId}:${eventId}`);
  }

  create(userId: number, eventId: number): ApplicationRecord {
    const existing = this.get(userId, eventId);
    if (existing) return existing;
    const application: ApplicationRecord = {
      id: this.nextId++,
      userId,
      eventId,
      type: null,
      status: 'draft',
      clothesSize: null,
      passport: null,
      international: null,
      visa: null,
      fields: {},
      packageIds: [],
      account: null,
      scans: [],
    };
    this.byKey.set(`${userId}:${eventId}`, application);
    return application;
  }

  /** Places of a package still free: its limit less other applicants and the applications that chose it. */
  placesLeft(eventId: number, pkg: EventPackageSeed): number | null {
    if (!pkg.places) return null;
    let chosen = 0;
    for (const application of this.byKey.values()) {
      if (application.eventId === eventId && application.packageIds.includes(pkg.id)) chosen += 1;
    }
    return Math.max(0, pkg.places.total - pkg.places.taken - chosen);
  }

  /** After each step: a complete draft is sent; removing a required part takes it back to draft. */
  settle(application: ApplicationRecord, event: SandboxEvent): void {
    if (application.status === 'draft' || application.status === 'sent') {
      application.status = isComplete(application, event) ? 'sent' : 'draft';
    }
  }
}

export const eventApplications = areaStore((_state: SandboxState) => new EventApplications());
