import { areaStore, type SandboxState } from '../state/sandbox-state.js';

export interface StoredFile {
  id: number;
  userId: number;
  field: string;
  filename: string;
  size: number;
  uploadedAt: string;
}

export interface BusinessServiceRequest {
  values: Record<string, string>;
  fileIds: number[];
  status: 'new' | 'sent' | 'processed';
}

export interface AssistantLink {
  chatType: string;
  expiresAt: number;
  linkedUserId: number | null;
}

/** The office area's own state: business-service requests and uploads, messenger-assistant links. */
export class OfficeStore {
  readonly businessRequests = new Map<number, BusinessServiceRequest>();
  readonly files = new Map<number, StoredFile>();
  readonly assistantLinks = new Map<string, AssistantLink>();
  private nextFileId = 9001;

  constructor(private readonly state: SandboxState) {}

  businessRequest(userId: number): BusinessServiceRequest {
    const existing = this.businessRequests.get(userId);
    if (existing) return existing;
    const created: BusinessServiceRequest = { values: {}, fileIds: [], status: 'new' };
    this.businessRequests.set(userId, created);
    return created;
  }

  addFile(userId: number, field: string, filename: string, size: number): StoredFile {
    const file = {
      id: this.nextFileId++,
      userId,
      field,
      filename,
      size,
      uploadedAt: new Date(this.state.now()).toISOString(),
    };
    this.files.set(file.id, file);
    return file;
  }
}

export const officeStore = areaStore((state) => new OfficeStore(state));
