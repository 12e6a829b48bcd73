import type { Operation } from '@gf/contracts/upstream/operation';
import type { Call } from '../handler.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

export type Upload = Call<Operation>['files'][number];

/** What an upload was for: each download call answers only for the purposes it serves. */
export type FilePurpose = 'file' | 'mail' | 'scan';

export interface StoredFile {
  id: number;
  ownerId: number;
  purpose: FilePurpose;
  filename: string;
  size: number;
  contentType: string;
  data: Buffer;
  uploadedAt: string;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const extensionOf = (filename: string): string => filename.split('.').pop()?.toLowerCase() ?? '';

/**
 * Uploaded bytes (POST /greenway/file/upload/, mail attachments, event document scans), kept with
 * their name, size and type so a download gives the same content back.
 */
export class StoredFiles {
  private readonly files = new Map<number, StoredFile>();
  private nextId = 7001;

  constructor(private readonly state: SandboxState) {}

  add(ownerId: number, purpose: FilePurpose, upload: Upload): StoredFile {
    const generic = !upload.contentType || upload.contentType === 'application/octet-stream';
    const file: StoredFile = {
      id: this.nextId++,
      ownerId,
      purpose,
      filename: upload.filename,
      size: upload.size,
      contentType: generic
        ? (CONTENT_TYPES[extensionOf(upload.filename)] ?? 'application/octet-stream')
        : upload.contentType,
      data: upload.data,
      uploadedAt: new Date(this.state.now()).toISOString(),
    };
    this.files.set(file.id, file);
    return file;
  }

  get(id: number, purposes: readonly FilePurpose[]): StoredFile | undefined {
    const file = this.files.get(id);
    return file && purposes.includes(file.purpose) ? file : undefined;
  }

  remove(id: number): void {
    this.files.delete(id);
  }
}

export const storedFiles = areaStore((state) => new StoredFiles(state));
