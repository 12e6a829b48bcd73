import { Dispatcher, errors } from 'undici';
import { requestSummary as describe, differences, distance } from './matching.js';
import {
  describeRequest,
  type Interaction,
  type RecordedFailure,
  type RecordedRequest,
  type RecordedResponse,
  type Recording,
} from './recording.js';
import { Redactor } from './redaction.js';

/** A request the recordings do not answer: the test fails with this message. */
export class UnmatchedRequestError extends Error {
  override readonly name = 'UnmatchedRequestError';
  readonly code = 'GF_UNRECORDED_REQUEST';
}

/** The same undici error the live call raised, so the gateway takes the same path. */
const failureError = (failure: RecordedFailure): Error => {
  switch (failure) {
    case 'headers-timeout':
      return new errors.HeadersTimeoutError('Headers Timeout Error (recorded)');
    case 'body-timeout':
      return new errors.BodyTimeoutError('Body Timeout Error (recorded)');
    case 'connect-timeout':
      return new errors.ConnectTimeoutError('Connect Timeout Error (recorded)');
    case 'refused':
      return Object.assign(new Error('connect ECONNREFUSED (recorded)'), { code: 'ECONNREFUSED' });
    case 'reset':
      return new errors.SocketError('other side closed (recorded)');
  }
};

const responseBytes = (response: RecordedResponse): Buffer => {
  if (response.bodyBase64 !== undefined) return Buffer.from(response.bodyBase64, 'base64');
  if (response.bodyText !== undefined) return Buffer.from(response.bodyText, 'utf8');
  if (response.body !== undefined) return Buffer.from(JSON.stringify(response.body), 'utf8');
  return Buffer.alloc(0);
};

const rawHeaders = (response: RecordedResponse, length: number): Buffer[] =>
  [...Object.entries(response.headers), ['content-length', String(length)]].flatMap(([name, value]) => [
    Buffer.from(name ?? ''),
    Buffer.from(value ?? ''),
  ]);

/**
 * The upstream, served from one scenario's recording and nothing else. Each request is redacted
 * the way the recorder redacted it and answered by the first recorded interaction not yet served
 * whose method, path, query, body and matched headers are equal. An unmatched request fails with
 * an `UnmatchedRequestError` naming the request and the closest recorded one; the error is also
 * kept in `failures`, so a scenario fails even when the gateway turned it into a 502.
 */
export class RecordingPlayer extends Dispatcher {
  readonly failures: UnmatchedRequestError[] = [];
  /** Every request made, redacted, in order. */
  readonly requests: RecordedRequest[] = [];
  private readonly served: boolean[];
  private readonly redactor = new Redactor();

  constructor(
    private readonly recording: Recording,
    private readonly basePath: string,
    /** Where the recording lives, for messages. */
    private readonly source = `recordings/${recording.scenario}.json`,
  ) {
    super();
    this.served = recording.interactions.map(() => false);
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    if (handler.onRequestStart)
      throw new Error('Recorded upstream: the player serves undici request() handlers (onConnect/onHeaders)');
    let aborted = false;
    handler.onConnect?.((reason) => {
      if (aborted) return;
      aborted = true;
      handler.onError?.(reason ?? new errors.RequestAbortedError());
    });
    const outcome = this.take(options);
    // Answered on a later turn, as a network would; matching happened now, in call order.
    setImmediate(() => {
      if (aborted) return;
      if (outcome instanceof Error) {
        handler.onError?.(outcome);
        return;
      }
      const { response, error } = outcome;
      if (!response) {
        handler.onError?.(failureError(error ?? 'reset'));
        return;
      }
      const bytes = responseBytes(response);
      handler.onHeaders?.(response.status, rawHeaders(response, bytes.length), () => {}, '');
      if (aborted) return;
      if (error) {
        handler.onError?.(failureError(error));
        return;
      }
      if (bytes.length > 0) handler.onData?.(bytes);
      handler.onComplete?.([]);
    });
    return true;
  }

  /** Recorded interactions the gateway never asked for, as text; empty when all were served. */
  unserved(): string[] {
    return this.recording.interactions.flatMap((interaction, index) =>
      this.served[index] ? [] : [`#${index + 1} ${describe(interaction.request)}`],
    );
  }

  private take(options: Dispatcher.DispatchOptions): Interaction | UnmatchedRequestError {
    const request = describeRequest(options, this.basePath);
    this.redactor.learnRequest(request);
    const redacted = this.redactor.apply(request);
    this.requests.push(redacted);
    const index = this.recording.interactions.findIndex(
      (interaction, i) => !this.served[i] && differences(redacted, interaction.request).length === 0,
    );
    const interaction = this.recording.interactions[index];
    if (interaction) {
      this.served[index] = true;
      this.redactor.observe(interaction.response);
      return interaction;
    }
    const failure = new UnmatchedRequestError(this.unmatchedMessage(redacted));
    this.failures.push(failure);
    return failure;
  }

  private unmatchedMessage(request: RecordedRequest): string {
    const lines = [
      `Recorded upstream: no recorded reply in ${this.source} (scenario "${this.recording.scenario}") for`,
      `    ${describe(request)}`,
    ];
    const ranked = this.recording.interactions
      .map((interaction, index) => ({ interaction, index, distance: distance(request, interaction.request) }))
      .sort((a, b) => a.distance - b.distance || Number(this.served[a.index]) - Number(this.served[b.index]));
    const best = ranked[0];
    if (best) {
      const state = this.served[best.index] ? 'already served' : 'not yet served';
      lines.push(
        `Closest recorded request (#${best.index + 1} of ${ranked.length}, ${state}; differs in ${
          differences(request, best.interaction.request).join(', ') || 'nothing: it was served already'
        }):`,
        `    ${describe(best.interaction.request)}`,
      );
    } else {
      lines.push('The recording holds no requests: this scenario made no upstream call when it was recorded.');
    }
    lines.push('If the gateway now calls the upstream differently on purpose, refresh the recordings: npm run record.');
    return lines.join('\n');
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | undefined {
    if (callback) {
      callback();
      return undefined;
    }
    return Promise.resolve();
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | undefined {
    const callback = typeof first === 'function' ? first : second;
    if (callback) {
      callback();
      return undefined;
    }
    return Promise.resolve();
  }
}
