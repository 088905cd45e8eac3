import type { OperationRequest } from '../../api/operationRequest';

/**
 * A declared operation that answers a PDF: the answer is kept as an object URL (a string the store can hold) instead
 * of being read as text; an error answer stays text, so the base query reads its JSON error body as usual.
 */
export function asPdf(args: OperationRequest): OperationRequest {
  args.responseHandler = async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.text());
  return args;
}
