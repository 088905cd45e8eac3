import path from 'node:path';
import ts from 'typescript';

/**
 * No user-visible English written into web/src: JSX text, the text attributes people read or hear (placeholder,
 * aria-label, title, alt, label...), antd's message.success('...') and the like, and the title / label /
 * description / message of object literals (table columns, menu items, toasts) go through i18n keys. Words every
 * language writes the same way (MC, DOT, FMCSA...) may stay. Sample data (files named *sample*) is data.
 */
const SRC = path.resolve(__dirname, '..');
const SAME_IN_EVERY_LANGUAGE = new Set(['MC', 'DOT', 'USDOT', 'VIN', 'FMCSA', 'LogiScope', 'FreightGuard', 'BASIC', 'CSV', 'PDF', 'API', 'km', 'min', 'h', 'OK']);
const TEXT_ATTRIBUTES = new Set(['placeholder', 'aria-label', 'aria-description', 'title', 'alt', 'label', 'description', 'emptyText', 'tooltip', 'okText', 'cancelText', 'content', 'message', 'subTitle', 'extra', 'addonBefore', 'addonAfter', 'suffix', 'prefix', 'text', 'header']);
const MESSAGE_CALLS = /^(message|messageApi|notification|notificationApi)\.(success|error|info|warning|loading|open)$/;
const TEXT_PROPERTIES = new Set(['title', 'label', 'emptyText', 'description', 'placeholder', 'content', 'message', 'okText', 'cancelText', 'text', 'tooltip']);

function sourceFiles(dir: string): { name: string; text: string }[] {
  return ts.sys
    .readDirectory(dir, ['.ts', '.tsx'])
    .filter((f) => !/\.(spec|test-support)\.tsx?$|\.d\.ts$|sample/i.test(f))
    .map((name) => ({ name, text: ts.sys.readFile(name) ?? '' }));
}

/** The words of a literal's fixed text that a reader would see in English. */
function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !SAME_IN_EVERY_LANGUAGE.has(w));
}

/** The fixed text of a string or template literal (its interpolations left out); undefined for anything else. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return undefined;
}

/** i18n keys written in full (`ns:key.path`) and field names (`count`, `legalName`) are not text. */
const isKey = (text: string) => /^[\w-]+:[\w.-]+$/.test(text) || /^[a-z][A-Za-z0-9]*$/.test(text);

function hardCodedStrings(files: readonly { name: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { name: file, text: code } of files) {
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const report = (node: ts.Node, text: string) => {
      if (!isKey(text.trim()) && englishWords(text).length > 0) found.push(`${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${JSON.stringify(text.trim())}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node)) report(node, node.text);
      else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
        const text = literalText(node.initializer);
        if (text !== undefined) report(node, text);
      } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        const text = literalText(node.expression);
        if (text !== undefined) report(node, text);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MESSAGE_CALLS.test(node.expression.getText(source))) {
        // antd's message.success('...') and the like.
        const text = literalText(node.arguments[0]);
        if (text !== undefined) report(node, text);
      } else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && TEXT_PROPERTIES.has(node.name.text)) {
        const text = literalText(node.initializer);
        if (text !== undefined) report(node, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('hard-coded interface text', () => {
  it('finds English written into JSX, text attributes and column titles (the check works)', () => {
    const text = `export const A = () => <div title="Saved carriers">Hello there<input placeholder={'Search by name'} /></div>;\nexport const cols = [{ title: 'Company', key: 'c' }, { title: t('x'), key: 'd' }];\nmessage.success('Carrier saved');\nexport const B = () => <span aria-label="MC">{\`DOT \${1}\`}</span>;`;
    const found = hardCodedStrings([{ name: path.join(SRC, 'probe.tsx'), text }]);
    expect(found.map((f) => f.replace(/^\S+ /, ''))).toEqual(['"Saved carriers"', '"Hello there"', '"Search by name"', '"Company"', '"Carrier saved"']);
  });

  it('has none in web/src', () => {
    expect(hardCodedStrings(sourceFiles(SRC))).toEqual([]);
  });
});
