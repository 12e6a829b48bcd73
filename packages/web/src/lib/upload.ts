import type { components } from '@gf/contracts/generated/bff';
import { acceptedType, UPLOAD_RULES, type UploadRule, type UploadUse } from '@gf/contracts/rules/upload-rules';
import { CSRF_HEADER } from '../api/client';
import type { ErrorEnvelope } from '../api/envelope';

/** Where the office's uploads go (the gateway streams them on to the company API). */
export const UPLOAD_URL = '/bff/v1/office/files';
/** The part name the gateway reads the file from; its errors come back under the same name. */
export const UPLOAD_FIELD = 'file';

export type UploadReply = components['schemas']['UploadReply'];

/** Why a file is refused, here before sending or by the gateway (`common:upload.errors.*`). */
export type UploadRefusal =
  | 'file_required'
  | 'file_empty'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'file_type_mismatch';

/** The minimum of XMLHttpRequest an upload uses: fetch cannot report upload progress. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { addEventListener(type: 'progress', listener: (event: ProgressEvent) => void): void };
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  withCredentials: boolean;
}

/**
 * Where a file goes when it belongs to something else than `?use=` of the office upload route (an
 * event application's scan): its own gateway route and the rule that route applies.
 */
export interface UploadDestination {
  url: string;
  rule: UploadRule;
}
export type UploadTo = UploadUse | UploadDestination;

/** The route and the rule of an upload. */
export const destinationOf = (to: UploadTo): UploadDestination =>
  typeof to === 'string' ? { url: `${UPLOAD_URL}?use=${encodeURIComponent(to)}`, rule: UPLOAD_RULES[to] } : to;

export interface UploadOptions {
  use: UploadTo;
  file: File;
  /** Told of the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the upload: the gateway then aborts its upstream request too. */
  signal?: AbortSignal;
  /** The request to use (tests); a new XMLHttpRequest otherwise. */
  createRequest?: () => UploadRequest;
}

/** An upload the gateway or the network refused: the error envelope (api/envelope's shape). */
export class UploadFailed extends Error {
  constructor(readonly error: ErrorEnvelope) {
    super(error.message);
  }
}

/** The refusal a file meets before anything is sent, from the same rule the gateway applies. */
export const checkFile = (rule: UploadRule, file: Pick<File, 'size' | 'type'>): UploadRefusal | null => {
  if (file.size === 0) return 'file_empty';
  if (file.size > rule.maxBytes) return 'file_too_large';
  if (!acceptedType(rule, file.type)) return 'file_type_not_allowed';
  return null;
};

const refusal = (code: UploadRefusal): UploadFailed =>
  new UploadFailed({
    status: 400,
    code: 'invalid_input',
    message: 'Some fields are not valid',
    fields: { [UPLOAD_FIELD]: [code] },
  });

const envelopeOf = (status: number, text: string): ErrorEnvelope => {
  try {
    const body = JSON.parse(text) as { error?: ErrorEnvelope };
    if (body.error && typeof body.error.code === 'string') return body.error;
  } catch {
    // Not the gateway's JSON (a proxy's page): the status says enough.
  }
  return { status, code: 'upload_failed', message: `The upload failed (${status})`, serverProblems: status >= 500 };
};

/**
 * Uploads one file for a use through the gateway with the CSRF header, reporting progress. Resolves
 * with the stored file's ids; rejects with UploadFailed (its envelope, field errors under `file`)
 * or, when `signal` aborts, with an AbortError.
 */
export const uploadFile = ({ use, file, onProgress, signal, createRequest }: UploadOptions): Promise<UploadReply> => {
  const destination = destinationOf(use);
  const early = checkFile(destination.rule, file);
  if (early) return Promise.reject(refusal(early));
  if (signal?.aborted) return Promise.reject(new DOMException('The upload was cancelled', 'AbortError'));

  return new Promise((resolve, reject) => {
    const request = createRequest ? createRequest() : (new XMLHttpRequest() as UploadRequest);
    const onAbort = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    request.open('POST', destination.url);
    request.withCredentials = true;
    request.setRequestHeader(CSRF_HEADER, '1');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () =>
      settle(() => {
        if (request.status >= 200 && request.status < 300) {
          onProgress?.(1);
          resolve(JSON.parse(request.responseText) as UploadReply);
        } else reject(new UploadFailed(envelopeOf(request.status, request.responseText)));
      }),
    );
    request.addEventListener('error', () =>
      settle(() =>
        reject(
          new UploadFailed({
            status: 0,
            code: 'network',
            message: 'The upload did not reach the server',
            serverProblems: true,
          }),
        ),
      ),
    );
    request.addEventListener('abort', () =>
      settle(() => reject(new DOMException('The upload was cancelled', 'AbortError'))),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    request.send(body);
  });
};
