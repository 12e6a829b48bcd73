import type { OperationId } from '@gf/contracts/upstream/upstream-operations';

/**
 * One call of the contract-coverage test: an operation with inputs the sandbox accepts. Each area
 * lists samples for all of its operations; the test runs them all with reply validation on.
 */
export interface Sample {
  operationId: OperationId;
  /** Demo login to call as; anonymous when absent. */
  as?: string;
  /** Concrete path, e.g. `/shop/product/10037/` (defaults to the operation's path). */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** multipart fields and one small file, for upload operations */
  multipart?: { fields: Record<string, string>; file: { field: string; filename: string; content: string } };
  /** Expected HTTP status; 200 by default. */
  status?: number;
}
