import { Form, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each free-text search input: the start of its placeholder key and the keyboard it asks for. */
const FIELDS = {
  mcNumber: { short: 'mc', inputMode: undefined },
  dotNumber: { short: 'dot', inputMode: 'numeric' },
  companyName: { short: 'company', inputMode: undefined },
  email: { short: 'email', inputMode: 'email' },
  phone: { short: 'phone', inputMode: 'tel' },
} as const satisfies Record<string, { short: string; inputMode?: InputProps['inputMode'] }>;

export type SearchTextField = keyof typeof FIELDS;
/** Home's card asks no email. */
type CardField = Exclude<SearchTextField, 'email'>;
type KeysOf<S extends string, F extends SearchTextField> = F extends SearchTextField ? { labelKey: `${S}.${F}`; placeholderKey: `${S}.${(typeof FIELDS)[F]['short']}Placeholder` } : never;
/** The search texts' keys a section has (typed, so the key scanner finds each). */
type FieldKeys = KeysOf<'card', CardField> | KeysOf<'advanced', SearchTextField>;

/**
 * The free-text carrier search inputs, in the order given (label `<section>.<name>`, placeholder
 * `<section>.<short>Placeholder`): Home's card and /search ask the same questions the same way.
 */
export function SearchTextFields({ section, fields }: { section: 'card'; fields: readonly CardField[] } | { section: 'advanced'; fields: readonly SearchTextField[] }) {
  const { t } = useTranslation('search');
  return fields.map((name: SearchTextField) => {
    const keys = { labelKey: `${section}.${name}`, placeholderKey: `${section}.${FIELDS[name].short}Placeholder` } as FieldKeys;
    return (
      <Form.Item key={name} name={name} label={t(keys.labelKey)}>
        <Input placeholder={t(keys.placeholderKey)} allowClear autoComplete="off" inputMode={FIELDS[name].inputMode} />
      </Form.Item>
    );
  });
}
