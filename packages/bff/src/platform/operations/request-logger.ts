import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** pino's loggers have isLevelEnabled; Fastify's logger type leaves it out. */
const enabled = (logger: FastifyBaseLogger, level: string): boolean =>
  (logger as FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean }).isLevelEnabled(level);

/**
 * A request's logger (`request.log`), the pino child Fastify would make, made at the request's first
 * line instead of at its start. Most requests write no line of their own: their access line names
 * the request id itself (operations-routes.ts). Making the child (its bindings serialised, its
 * redaction set up) cost about 10 µs of a signed-in read in the server (issue 30's guard rails).
 * Only for requests whose child would log at its parent's level with its parent's serialisers.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child, made now if it was not yet. */
  get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return enabled(this.made ?? this.parent, level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
}

for (const level of LEVELS) {
  // A line below the level makes no child: it would write nothing.
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]): void {
    if (level === 'silent' || !this.isLevelEnabled(level)) return;
    (this.logger[level] as (...args: unknown[]) => void)(...args);
  } as LogFn;
}

/**
 * Fastify's `childLoggerFactory`: a request's logger made at its first line (`LazyRequestLogger`),
 * or at once when a route asks for its own level or serialisers.
 */
export const requestLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger, bindings, options);
