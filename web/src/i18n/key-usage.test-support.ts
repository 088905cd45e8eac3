import path from 'node:path';
import ts from 'typescript';

/**
 * For specs: the translation keys web/src uses, found the way i18next-parser would, with the type checker for keys
 * built from typed constants. A key is used by
 *   - `t('key')` / `t('ns:key')` (the namespace of `t` is its `useTranslation(ns | [ns, ...])`, else `common`),
 *   - `<Trans i18nKey="key" ns="ns">`,
 *   - any string literal or template written `ns:key` with a known namespace (keys built away from the `t` call),
 *   - a template or expression whose parts are typed as unions of literals (`status.${r.loginStatus}`): every
 *     combination is a used key.
 * Any other dynamic key must be allowed by a directive in its file, `// i18n-keys: ns:prefix.* ns:other.*`, next to
 * the code that builds it; every locale key under a declared prefix counts as used. `// i18n-keys: *` allows a key
 * that arrives whole (built and checked where it is made, e.g. `errors:${code}` in errorText.ts).
 */

export interface KeyUse {
  ns: string;
  key: string;
  where: string;
}

export interface DynamicUse {
  /** `ns:prefix` the call's static part resolves to ('' when nothing of it is known). */
  prefix: string;
  where: string;
}

export interface KeyUsage {
  /** Keys used verbatim or enumerated from literal types. */
  keys: KeyUse[];
  /** Declared patterns: `ns:prefix*` (or `*`). */
  patterns: { pattern: string; where: string }[];
  /** Dynamic keys no directive of their file allows. */
  undeclared: DynamicUse[];
  /** Unprefixed keys of a `t` whose namespace cannot be known (a parameter): write them `ns:key`. */
  unresolved: KeyUse[];
}

const DIRECTIVE = /(?:\/\/|\/\*)\s*i18n-keys:(.*?)(?:\*\/|$)/gm;
const MAX_COMBINATIONS = 5000;

function literalValues(type: ts.Type): string[] | null {
  if (type.isStringLiteral()) return [type.value];
  if (type.isNumberLiteral()) return [String(type.value)];
  // true and false: the compiler names them ('intrinsicName', not in its public types).
  if (type.flags & ts.TypeFlags.BooleanLiteral && 'intrinsicName' in type && typeof type.intrinsicName === 'string') return [type.intrinsicName];
  if (type.isUnion()) {
    const out: string[] = [];
    for (const member of type.types) {
      const values = literalValues(member);
      if (!values) return null;
      out.push(...values);
    }
    return out;
  }
  return null;
}

/** Every string an expression can be, when its type (or each template part's) is a union of literals. */
function possibleStrings(checker: ts.TypeChecker, expr: ts.Expression): { values: string[] } | { prefix: string } {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return { values: [expr.text] };
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) return possibleStrings(checker, expr.expression);
  if (ts.isConditionalExpression(expr)) {
    const a = possibleStrings(checker, expr.whenTrue);
    const b = possibleStrings(checker, expr.whenFalse);
    if ('values' in a && 'values' in b) return { values: [...a.values, ...b.values] };
  }
  if (ts.isTemplateExpression(expr)) {
    let combos = [expr.head.text];
    for (const span of expr.templateSpans) {
      const values = literalValues(checker.getTypeAtLocation(span.expression));
      if (!values || combos.length * values.length > MAX_COMBINATIONS) return { prefix: combos.length === 1 ? combos[0] : commonPrefix(combos) };
      combos = combos.flatMap((c) => values.map((v) => c + v + span.literal.text));
    }
    return { values: combos };
  }
  const values = literalValues(checker.getTypeAtLocation(expr));
  return values ? { values } : { prefix: '' };
}

function commonPrefix(values: string[]): string {
  return values.reduce((p, v) => {
    let i = 0;
    while (i < p.length && p[i] === v[i]) i++;
    return p.slice(0, i);
  });
}

/** The namespaces of a `useTranslation(...)` call: its first argument as literals, `common` without one. */
function namespacesOf(checker: ts.TypeChecker, call: ts.CallExpression): string[] | null {
  const arg = call.arguments[0];
  if (!arg) return ['common'];
  if (ts.isArrayLiteralExpression(arg)) {
    const out = arg.elements.map((e) => literalValues(checker.getTypeAtLocation(e))?.[0]);
    return out.every((x): x is string => typeof x === 'string') ? out : null;
  }
  const values = literalValues(checker.getTypeAtLocation(arg));
  return values?.length === 1 ? values : null;
}

function translationHookOf(decl: ts.Declaration | undefined): ts.CallExpression | undefined {
  if (!decl || !ts.isBindingElement(decl)) return undefined;
  const property = decl.propertyName ?? decl.name;
  if (!ts.isIdentifier(property) || property.text !== 't') return undefined;
  const variable = decl.parent.parent;
  if (!ts.isVariableDeclaration(variable) || !variable.initializer || !ts.isCallExpression(variable.initializer)) return undefined;
  const callee = variable.initializer.expression;
  return ts.isIdentifier(callee) && callee.text === 'useTranslation' ? variable.initializer : undefined;
}

/**
 * The default namespace of a translate call, or null when it is not one. `undefined` namespace: a `t` handed in as
 * a parameter, whose namespace is not known here.
 */
function translateCall(checker: ts.TypeChecker, call: ts.CallExpression): { ns: string | undefined } | null {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 't' ? { ns: 'common' } : null;
  if (!ts.isIdentifier(callee)) return null;
  const decl = checker.getSymbolAtLocation(callee)?.declarations?.[0];
  const hook = translationHookOf(decl);
  if (hook) return { ns: namespacesOf(checker, hook)?.[0] ?? undefined };
  return callee.text === 't' ? { ns: undefined } : null;
}

function optionNamespace(checker: ts.TypeChecker, options: ts.Expression | undefined): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const p of options.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'ns') return literalValues(checker.getTypeAtLocation(p.initializer))?.[0];
  }
  return undefined;
}

const splitKey = (key: string, ns: string | undefined, known: ReadonlySet<string>): { ns: string | undefined; key: string } => {
  const colon = key.indexOf(':');
  return colon > 0 && known.has(key.slice(0, colon)) ? { ns: key.slice(0, colon), key: key.slice(colon + 1) } : { ns, key };
};

export function scanKeyUsage(srcDir: string, tsconfigPath: string, namespaces: readonly string[]): KeyUsage {
  const known = new Set(namespaces);
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`);
  const root = path.resolve(srcDir) + path.sep;
  const files = config.fileNames.filter((f) => path.resolve(f).startsWith(root) && !/\.(spec|test-support)\.tsx?$/.test(f));
  const program = ts.createProgram(files, { ...config.options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const usage: KeyUsage = { keys: [], patterns: [], undeclared: [], unresolved: [] };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const rel = path.relative(path.dirname(root), file);
    const where = (node: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const declared = [...source.text.matchAll(DIRECTIVE)].flatMap((m) => m[1].trim().split(/\s+/).filter(Boolean));
    for (const pattern of declared) usage.patterns.push({ pattern, where: rel });
    const allowed = (prefix: string) => declared.some((p) => p === '*' || (p.endsWith('*') ? prefix.startsWith(p.slice(0, -1)) : prefix === p));
    const handled = new Set<ts.Node>();

    const record = (expr: ts.Expression, ns: string | undefined, node: ts.Node) => {
      handled.add(expr);
      // A declared prefix wins over enumerating a template's parts (independent unions can combine into keys that never occur).
      if (ts.isTemplateExpression(expr)) {
        const head = splitKey(expr.head.text, ns, known);
        if (head.ns !== undefined && declared.some((p) => p !== '*' && p.endsWith('*') && `${head.ns}:${head.key}`.startsWith(p.slice(0, -1)))) return;
      }
      const strings = possibleStrings(checker, expr);
      if ('values' in strings) {
        for (const value of strings.values) {
          const key = splitKey(value, ns, known);
          if (key.ns === undefined) usage.unresolved.push({ ns: '?', key: key.key, where: where(node) });
          else usage.keys.push({ ns: key.ns, key: key.key, where: where(node) });
        }
        return;
      }
      const key = splitKey(strings.prefix, ns, known);
      const prefix = key.ns === undefined && key.key === '' ? '' : `${key.ns ?? '?'}:${key.key}`;
      if (!allowed(prefix)) usage.undeclared.push({ prefix, where: where(node) });
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const call = translateCall(checker, node);
        if (call) record(node.arguments[0], optionNamespace(checker, node.arguments[1]) ?? call.ns, node);
      } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey' && node.initializer) {
        const value = ts.isStringLiteral(node.initializer) ? node.initializer : ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined;
        const nsAttr = node.parent.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && ts.isIdentifier(p.name) && p.name.text === 'ns');
        const ns = nsAttr?.initializer && ts.isStringLiteral(nsAttr.initializer) ? nsAttr.initializer.text : 'common';
        if (value) record(value, ns, node);
      } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !handled.has(node)) {
        // A key written out with its namespace wherever it is built (a field rule's message, a tab's label).
        const text = ts.isTemplateExpression(node) ? node.head.text : node.text;
        const colon = text.indexOf(':');
        if (colon > 0 && known.has(text.slice(0, colon)) && /^[\w.-]*$/.test(text.slice(colon + 1)) && !ts.isImportDeclaration(node.parent)) {
          record(node, undefined, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return usage;
}

/** Locale keys as flat paths (`a.b.c`). */
export function flatKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => flatKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Whether a used key is in a set of locale keys: itself, a plural or context form (`key_one`), or an object of keys. */
export function keyExists(keys: ReadonlySet<string> | readonly string[], key: string): boolean {
  const list = [...keys];
  return list.some((k) => covers(key, k));
}

/** Whether using `used` uses the locale key `key`. */
export function covers(used: string, key: string): boolean {
  if (key === used) return true;
  if (key.startsWith(`${used}.`)) return true;
  return key.startsWith(`${used}_`) && !key.slice(used.length).includes('.');
}
