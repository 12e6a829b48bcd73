import { Dispatcher } from 'undici';
import {
  describeRequest,
  type Interaction,
  KEPT_RESPONSE_HEADERS,
  parseJson,
  type RecordedFailure,
  type RecordedResponse,
  type Recording,
} from './recording.js';
import { redactInteractions } from './redaction.js';
import { type KnownSecret, secretsLeft } from './secrets-left.js';

/** What kind of no-answer an undici error is. */
export const failureOf = (error: Error): RecordedFailure => {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return 'headers-timeout';
  if (code === 'UND_ERR_BODY_TIMEOUT') return 'body-timeout';
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return 'connect-timeout';
  if (code === 'ECONNREFUSED') return 'refused';
  return 'reset';
};

const keptHeaders = (raw: Buffer[]): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = String(raw[i]).toLowerCase();
    if (KEPT_RESPONSE_HEADERS.includes(name)) headers[name] = String(raw[i + 1]);
  }
  return headers;
};

const TEXT_TYPES = /^text\/|json|xml|javascript|x-www-form-urlencoded/;

const withBody = (response: RecordedResponse, bytes: Buffer): RecordedResponse => {
  if (bytes.length === 0) return response;
  const type = response.headers['content-type'] ?? '';
  const text = bytes.toString('utf8');
  if (type.includes('json')) {
    const json = parseJson(text);
    return json ? { ...response, body: json.value } : { ...response, bodyText: text };
  }
  if (TEXT_TYPES.test(type)) return { ...response, bodyText: text };
  return { ...response, bodyBase64: bytes.toString('base64') };
};

/**
 * Passes every request to a live upstream and keeps what was asked and answered, in the order
 * the gateway asked (so concurrent reads record the same way every time). `recording()` gives
 * the scenario's file, redacted. Used by `npm run record` (written) and `npm run test:live`
 * (compared with the committed recording).
 */
export class RecordingTap extends Dispatcher {
  readonly interactions: Interaction[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly upstream: Dispatcher,
    private readonly basePath: string,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    if (handler.onRequestStart)
      throw new Error('Recorded upstream: the recorder taps undici request() handlers (onConnect/onHeaders)');
    const interaction: Interaction = { request: describeRequest(options, this.basePath) };
    this.interactions.push(interaction);
    let settle = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.pending.add(done);
    const chunks: Buffer[] = [];
    const finish = () => {
      if (interaction.response) interaction.response = withBody(interaction.response, Buffer.concat(chunks));
      this.pending.delete(done);
      settle();
    };
    const tapped: Dispatcher.DispatchHandler = {
      onConnect: (abort) => handler.onConnect?.(abort),
      onResponseStarted: () => handler.onResponseStarted?.(),
      onHeaders: (status, headers, resume, statusText) => {
        if (status >= 200) interaction.response = { status, headers: keptHeaders(headers) };
        return handler.onHeaders?.(status, headers, resume, statusText) ?? true;
      },
      onData: (chunk) => {
        chunks.push(Buffer.from(chunk));
        return handler.onData?.(chunk) ?? true;
      },
      onComplete: (trailers) => {
        finish();
        handler.onComplete?.(trailers);
      },
      onError: (error) => {
        interaction.error = failureOf(error);
        finish();
        handler.onError?.(error);
      },
    };
    return this.upstream.dispatch(options, tapped);
  }

  /** Waits for calls still under way (a stalled body ends with its timeout). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /**
   * The scenario's recording: its traffic in call order, secrets replaced by placeholders. Refuses,
   * naming the scenario, a scenario that made no upstream call (nothing to record) and traffic that
   * would still hold a secret after redaction (`known`: the password and SMS code it used).
   */
  recording(scenario: string, title: string, known: KnownSecret[]): Recording {
    if (this.interactions.length === 0)
      throw new Error(
        `Scenario "${scenario}" made no upstream call, so there is nothing to record. If it checks what the gateway answers before the upstream (bad input, a refusal), mark it \`noUpstreamCall: true\`: it then runs without a recording. Otherwise it no longer reaches the upstream call it was written for.`,
      );
    const recording = { scenario, title, interactions: redactInteractions(this.interactions) };
    const left = secretsLeft(recording, known);
    if (left.length > 0)
      throw new Error(
        `The recording of scenario "${scenario}" would hold secrets the redaction missed; nothing was written:\n  ${left.join('\n  ')}\nTeach the redaction (packages/bff/test/recording/redaction.ts) to replace them, with a test in redaction.test.ts.`,
      );
    return recording;
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | undefined {
    if (callback) {
      this.upstream.close(callback);
      return undefined;
    }
    return this.upstream.close();
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | undefined {
    const error = typeof first === 'function' ? null : (first ?? null);
    const callback = typeof first === 'function' ? first : second;
    if (callback) {
      this.upstream.destroy(error, callback);
      return undefined;
    }
    return this.upstream.destroy(error);
  }
}
