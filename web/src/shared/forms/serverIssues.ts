import type { ApiIssue } from '../../api/apiError';
import { errorText, type Translate } from '../errors/errorText';

export interface MappedIssues<F extends string> {
  /** First issue message per form field whose name matches the issue path. */
  fieldErrors: Partial<Record<F, string>>;
  /** Issues that match no field of the form. */
  unmatched: ApiIssue[];
}

/**
 * Puts server validation issues (`{ path, message, code }`) onto the form's fields. A path matches a field when
 * it is the field name or ends with `.<field>` (e.g. `body.mcNumber`). With `t`, each message is shown by its code in
 * the user's language (`errors:<code>`), the server's wording otherwise.
 */
export function mapIssuesToFields<F extends string>(issues: readonly ApiIssue[], fields: readonly F[], t?: Translate): MappedIssues<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  const unmatched: ApiIssue[] = [];
  for (const issue of issues) {
    const last = issue.path.split(/[./]/).filter(Boolean).pop() ?? '';
    const field = fields.find((name) => name === issue.path || name === last);
    if (field) {
      if (!fieldErrors[field]) fieldErrors[field] = t ? errorText(t, issue) : issue.message;
    } else {
      unmatched.push(issue);
    }
  }
  return { fieldErrors, unmatched };
}
