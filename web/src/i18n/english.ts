import { resources } from './resources';
import { errorText, type Translate } from '../shared/errors/errorText';
import type { FieldMessage } from '../shared/forms/validation';

/**
 * For specs: the English text of an i18n key (`ns:key.path`) with `{{name}}` filled in, without i18next. A `context`
 * option picks `key_<context>` when the locale has it, as i18next does.
 */
export const englishT: Translate = (key, options = {}) => {
  const [ns, path] = key.includes(':') ? key.split(':') : ['common', key];
  const lookup = (p: string) => p.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources.en[ns as keyof typeof resources.en]);
  const context = typeof options.context === 'string' ? lookup(`${path}_${options.context}`) : undefined;
  const text = context ?? lookup(path);
  if (typeof text !== 'string') throw new Error(`No English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name] ?? `{{${name}}}`));
};

/** What a user reading English sees for a form rule's message (an i18n key or a failed proto rule). */
export function english(message: FieldMessage | undefined): string | undefined {
  if (message === undefined) return undefined;
  return typeof message === 'string' ? englishT(message) : errorText(englishT, message);
}
