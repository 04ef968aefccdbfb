// A domain's "no" (issue 55, decision 0092): a typed refusal with its kind and message code, never
// an HTTP status. A repository answers the contract's shape or throws one of these; the route
// layer turns it into the HTTP answer in one place (http/refusal.ts). No domain module imports
// the HTTP envelope (tests/contract/api-layers.test.ts).
import type { MessageParams, ValidationError } from '@mro/rules';

/** What kind of refusal: the input breaks a rule, the record is out of reach, the caller may not, the record changed. */
export type RefusalKind = 'invalid' | 'notFound' | 'forbidden' | 'conflict';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    readonly params: MessageParams = {},
    /** The fields that break their rules (kind `invalid`), each with its message code. */
    readonly fields: Record<string, ValidationError> = {},
  ) {
    super(`${kind} ${code}`);
  }
}

/** The refusals a domain throws. */
export const refuse = {
  /** A rule broken by the request as a whole (the sheet's header, too many rows…). */
  invalid: (code: string, params: MessageParams = {}) => new Refusal('invalid', code, params),
  /** Fields that break their rules: the first one's code is the answer's message. */
  fields: (fields: Record<string, ValidationError>) => {
    const first = Object.values(fields)[0];
    return new Refusal('invalid', first?.code ?? 'MROCM0011', first?.params ?? {}, fields);
  },
  /** Unknown, or outside the caller's reach (MROCM0010 unless a more telling code is given). */
  notFound: (code = 'MROCM0010', params: MessageParams = {}) => new Refusal('notFound', code, params),
  forbidden: (code: string, params: MessageParams = {}) => new Refusal('forbidden', code, params),
  /** The record is not in the state the change needs (changed by someone else, already decided). */
  conflict: (code: string, params: MessageParams = {}) => new Refusal('conflict', code, params),
};
