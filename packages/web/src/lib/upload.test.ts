import { AVATAR_UPLOAD, DOCUMENT_UPLOAD, EVENT_APPLICATION_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../api/client';
import { checkFile, UPLOAD_FIELD, UPLOAD_URL, UploadFailed, type UploadRequest, uploadFile } from './upload';

type Listener = () => void;

/** An XMLHttpRequest stand-in the test drives: progress, an answer, a failure. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  withCredentials = false;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly progress: ((event: ProgressEvent) => void)[] = [];
  readonly upload = {
    addEventListener: (_type: 'progress', listener: (event: ProgressEvent) => void) => {
      this.progress.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  sent(loaded: number, total: number) {
    for (const listener of this.progress) listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
}

const pdf = (size = 64) => new File([new Uint8Array(size).fill(0x25)], 'contract.pdf', { type: 'application/pdf' });

describe('uploadFile (XHR: progress and cancel, fetch has neither for uploads)', () => {
  it('posts the file as the `file` part with the CSRF header and reports progress up to the ids', async () => {
    const request = new FakeRequest();
    const seen: number[] = [];
    const done = uploadFile({
      use: 'document',
      file: pdf(),
      onProgress: (f) => seen.push(f),
      createRequest: () => request,
    });
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${UPLOAD_URL}?use=document`);
    expect(request.headers[CSRF_HEADER]).toBe('1');
    expect((request.body!.get(UPLOAD_FIELD) as File).name).toBe('contract.pdf');
    request.sent(16, 64);
    request.sent(64, 64);
    request.answer(200, { file_ids: [7001] });
    await expect(done).resolves.toEqual({ file_ids: [7001] });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('rejects with the gateway envelope and its field errors', async () => {
    const request = new FakeRequest();
    const done = uploadFile({ use: 'document', file: pdf(), createRequest: () => request });
    const envelope = { status: 400, code: 'invalid_input', message: 'x', fields: { file: ['file_type_mismatch'] } };
    request.answer(400, { error: envelope });
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadFailed);
    expect((failure as UploadFailed).error).toEqual(envelope);
  });

  it('cancels through the signal: the request is aborted and the promise rejects with AbortError', async () => {
    const request = new FakeRequest();
    const controller = new AbortController();
    const done = uploadFile({ use: 'document', file: pdf(), signal: controller.signal, createRequest: () => request });
    request.sent(10, 64);
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('treats a network failure as server problems', async () => {
    const request = new FakeRequest();
    const done = uploadFile({ use: 'document', file: pdf(), createRequest: () => request });
    request.emit('error');
    const failure = (await done.catch((error: unknown) => error)) as UploadFailed;
    expect(failure.error).toMatchObject({ status: 0, code: 'network', serverProblems: true });
  });

  it('refuses before sending what the use never takes: too large, empty, another type', async () => {
    let created = 0;
    const createRequest = () => {
      created += 1;
      return new FakeRequest();
    };
    const large = new File([new Uint8Array(AVATAR_UPLOAD.maxBytes + 1)], 'me.png', { type: 'image/png' });
    const refusals = await Promise.all(
      [large, new File([], 'me.png', { type: 'image/png' }), pdf()].map((file) =>
        uploadFile({ use: 'avatar', file, createRequest }).catch((error: UploadFailed) => error.error.fields?.file),
      ),
    );
    expect(refusals).toEqual([['file_too_large'], ['file_empty'], ['file_type_not_allowed']]);
    expect(created).toBe(0);
    expect(checkFile(DOCUMENT_UPLOAD, { size: 1, type: 'application/pdf' })).toBeNull();
  });

  it('sends to a destination of its own (an event application scan) under that destination’s rule', async () => {
    const request = new FakeRequest();
    const to = {
      url: '/bff/v1/office/application-events/111/application/scans?type=passport',
      rule: EVENT_APPLICATION_UPLOAD,
    };
    const done = uploadFile({ use: to, file: pdf(), createRequest: () => request });
    expect(request.url).toBe(to.url);
    request.answer(200, { file_ids: [9001] });
    await expect(done).resolves.toEqual({ file_ids: [9001] });

    let created = 0;
    const docx = new File([new Uint8Array(8)], 'scan.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const large = new File([new Uint8Array(EVENT_APPLICATION_UPLOAD.maxBytes + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    const refusals = await Promise.all(
      [docx, large].map((file) =>
        uploadFile({
          use: to,
          file,
          createRequest: () => {
            created += 1;
            return new FakeRequest();
          },
        }).catch((error: UploadFailed) => error.error.fields?.file),
      ),
    );
    expect(refusals).toEqual([['file_type_not_allowed'], ['file_too_large']]);
    expect(created).toBe(0);
  });
});
