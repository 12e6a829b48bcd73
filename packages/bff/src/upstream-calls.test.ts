import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
/** The methods that send an operation upstream: SessionCall.call/callAs/open, UpstreamClient.call/open. */
const CALLERS = new Set(['call', 'callAs', 'open']);

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

/**
 * The operation ids the gateway's code sends upstream, found by syntax alone (fast, no type
 * check): a string passed to a caller method (either branch of a condition), an `operationId:` of
 * a download or upload, a value of a table typed `satisfies Record<…, OperationId>` (payment
 * providers, order kinds), or a literal type of a helper's parameter that takes the operation.
 */
const calledOperations = (): Map<string, string> => {
  const found = new Map<string, string>();
  const note = (node: ts.Node, file: string): void => {
    if (ts.isConditionalExpression(node)) {
      note(node.whenTrue, file);
      note(node.whenFalse, file);
    }
    const literal = ts.isLiteralTypeNode(node) ? node.literal : node;
    if (ts.isStringLiteral(literal) && literal.text in upstreamOperations && !found.has(literal.text))
      found.set(literal.text, relative(SRC, file));
  };
  for (const file of sources(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        if (CALLERS.has(node.expression.name.text)) for (const argument of node.arguments) note(argument, file);
      }
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'operationId') note(node.initializer, file);
      // A helper taking the operation as a parameter typed with the ids it is called with.
      if (ts.isParameter(node) && node.type && ts.isUnionTypeNode(node.type))
        for (const member of node.type.types) note(member, file);
      if (ts.isParameter(node) && node.type && ts.isLiteralTypeNode(node.type)) note(node.type, file);
      if (ts.isSatisfiesExpression(node) && /OperationId/.test(node.type.getText(source))) {
        const table = ts.isAsExpression(node.expression) ? node.expression.expression : node.expression;
        if (ts.isObjectLiteralExpression(table))
          for (const entry of table.properties) if (ts.isPropertyAssignment(entry)) note(entry.initializer, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
};

/**
 * Issue 33 ("the gateway-calls count reaches every operation of the contract"): every call of
 * section 7 of both spec documents, as the upstream contract lists it, is made by some gateway
 * route. The sandbox's own coverage (contract-coverage.test.ts there) proves each has a handler.
 */
describe('the gateway against the upstream contract', () => {
  it('calls every upstream operation from some route', () => {
    const called = calledOperations();
    const missing = Object.keys(upstreamOperations).filter((id) => !called.has(id));
    expect(missing).toEqual([]);
    expect(called.size).toBe(Object.keys(upstreamOperations).length);
  });
});
