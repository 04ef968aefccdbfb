/**
 * The state of a rule checklist, free of React: which of a value's rules hold, given the codes
 * the rule function reports as broken. A rule is `pending` while the value is empty (nothing to
 * judge yet: neither praised nor blamed), `met` when its code is not among the violations, and
 * `unmet` otherwise. Cost: one pass over the rules per call.
 */
export type RuleState = 'pending' | 'met' | 'unmet';

export interface ChecklistRule {
  /** The message code that names the rule (and is reported when the rule is broken). */
  code: string;
  /** Parameters of the code's message, such as a minimum length. */
  params?: Record<string, string | number>;
}

export interface CheckedRule extends ChecklistRule {
  state: RuleState;
}

export function checkRules(
  rules: readonly ChecklistRule[],
  value: string,
  violations: readonly string[],
): CheckedRule[] {
  const broken = new Set(violations);
  return rules.map((rule) => ({
    ...rule,
    state: value === '' ? 'pending' : broken.has(rule.code) ? 'unmet' : 'met',
  }));
}
