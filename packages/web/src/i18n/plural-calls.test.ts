import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from '../config/constants';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

const SRC = join(import.meta.dirname, '..');
const LOCALES_DIR = join(import.meta.dirname, 'locales');

type Texts = Record<string, string>;
const flatten = (value: unknown, prefix = ''): Texts =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));

const english = new Map(
  NAMESPACES.map((namespace) => [
    namespace as string,
    flatten(JSON.parse(readFileSync(join(LOCALES_DIR, FALLBACK_LANGUAGE, `${namespace}.json`), 'utf8'))),
  ]),
);

const stringsOf = (node: ts.Expression | undefined): string[] => {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => stringsOf(element));
  return [];
};

/** A key as a pattern: a template literal's `${…}` parts stand for any one key segment. */
const keyPattern = (node: ts.Expression): RegExp | undefined => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (ts.isStringLiteralLike(node)) return new RegExp(`^${literal(node.text)}$`);
  if (ts.isTemplateExpression(node))
    return new RegExp(
      `^${literal(node.head.text)}${node.templateSpans.map((span) => `[^.]+${literal(span.literal.text)}`).join('')}$`,
    );
  return undefined;
};

interface CountCall {
  where: string;
  key: string;
  plural: boolean;
}

/**
 * Every `t(key, { …, count, … })` of a source file, and whether its key names a plural family
 * (`key_other` in English) in the namespaces the file translates with (`useTranslation(ns)` or a
 * `TFunction<'ns'>` or a `ns:` prefix), rather than a plain text.
 */
const countCalls = (file: string, source: string): CountCall[] => {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const namespaces = new Set<string>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    // A helper that is handed a `TFunction<'ns'>` translates in that namespace.
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(tree) === 'TFunction')
      for (const argument of node.typeArguments ?? [])
        if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
          namespaces.add(argument.literal.text);
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(tree);
      if (callee === 'useTranslation' || callee.endsWith('.getFixedT')) {
        const named = stringsOf(node.arguments[callee === 'useTranslation' ? 0 : 1]);
        for (const namespace of named.length > 0 ? named : [DEFAULT_NAMESPACE]) namespaces.add(namespace);
      }
      const options = node.arguments[1];
      if (
        /(^|\.)t$/.test(callee) &&
        options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some((property) => property.name?.getText(tree) === 'count')
      )
        calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  if (namespaces.size === 0) namespaces.add(DEFAULT_NAMESPACE);
  return calls.map((call) => {
    const keyNode = call.arguments[0]!;
    const raw = keyNode.getText(tree).slice(1, -1);
    const [namespace, pattern] = raw.includes(':')
      ? [[raw.split(':')[0]!], keyPattern(keyNode)?.source.replace(/^\^[^:]+:/, '^')]
      : [[...namespaces], keyPattern(keyNode)?.source];
    const matcher = pattern ? new RegExp(pattern) : undefined;
    const keys = namespace.flatMap((name) => Object.keys(english.get(name) ?? {}));
    const plural =
      matcher !== undefined &&
      keys.some((key) => key.endsWith('_other') && matcher.test(key.slice(0, -'_other'.length))) &&
      !keys.some((key) => matcher.test(key));
    const line = tree.getLineAndCharacterOfPosition(call.getStart(tree)).line + 1;
    return { where: `${file}:${line}`, key: raw, plural };
  });
};

const sourceFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(SRC, path));

describe('count-bearing texts', () => {
  it('recognises a count passed to a plain text, and a plural family', () => {
    const calls = countCalls(
      'probe.tsx',
      "const { t } = useTranslation('cart'); t('times', { n: 1 }); t('times', { count: 1 }); t('merge.items', { count });",
    );
    expect(calls.map(({ key, plural }) => ({ key, plural }))).toEqual([
      { key: 'times', plural: false },
      { key: 'merge.items', plural: true },
    ]);
  });

  it('sends every t() call that passes `count` to a plural family, so no count text stays singular', () => {
    const calls = sourceFiles().flatMap((file) => countCalls(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter((call) => !call.plural)).toEqual([]);
  });
});
