/**
 * Where the gateway's log lines go: standard output, one write per turn of the event loop instead
 * of one per line. pino's default writes every line with its own system call, which was the
 * largest single cost of a request in the profile (issue 10); under load many requests finish in
 * one turn, so their lines leave together. Standard output is synchronous on Linux for files and
 * pipes, and what is left is written on exit, so a line is never lost to a clean or crashing exit.
 */
/** Every open stream, flushed by one exit listener (not one per app: tests build many). */
const open = new Set<BatchedStdout>();
let exitListener = false;

export class BatchedStdout {
  private lines: string[] = [];
  private scheduled = false;

  constructor(private readonly output: { write: (text: string) => unknown } = process.stdout) {
    open.add(this);
    if (!exitListener) {
      exitListener = true;
      process.once('exit', () => {
        for (const stream of open) stream.flush();
      });
    }
  }

  write(line: string): boolean {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  flush(): void {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.output.write(text);
  }

  /** Writes what is left; the app closed. */
  close(): void {
    this.flush();
    open.delete(this);
  }
}
