/**
 * A live checklist of the rules a value must keep (spec 000 §5: the password rules "shown live as
 * the user types"): one line per rule with its message, marked met, unmet or pending (empty
 * value). The code stays out of sight (issue 41: people read the rule, not AMSCU0026); it is the
 * line's `data-rule` for tests and support. Put it in the field's `hint` so it lines up with the
 * control and its error. The state comes from `checkRules` (ruleChecklist.ts) fed with
 * the rule function's violations (e.g. `passwordViolations` of @mro/rules), so the list says what
 * the server will say. The list is not a live region (it would speak on every keystroke); each
 * line carries its state in words for a screen reader, and the field's own error speaks on blur.
 */
import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/createI18n';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { checkRules, type ChecklistRule } from './ruleChecklist';
import { Item, List, Mark } from './RuleChecklist.styles';

export interface RuleChecklistProps extends HTMLAttributes<HTMLUListElement> {
  rules: readonly ChecklistRule[];
  /** The value being checked ('' shows every rule as pending). */
  value: string;
  /** The codes the rule function reports as broken for `value`. */
  violations: readonly string[];
  /** The list's accessible name. */
  label: string;
  ref?: Ref<HTMLUListElement>;
}

const MARK = { met: '✓', unmet: '✕', pending: '·' } as const;

export function RuleChecklist({ rules, value, violations, label, ref, ...rest }: RuleChecklistProps) {
  const { t, i18n } = useTranslation('ui');
  return (
    <List aria-label={label} ref={ref} {...rest}>
      {checkRules(rules, value, violations).map((rule) => (
        <Item key={rule.code} $state={rule.state} data-rule={rule.code} data-state={rule.state}>
          <Mark aria-hidden="true">{MARK[rule.state]}</Mark>
          <span>
            {translateMessage(i18n, rule.code, rule.params)}
            <VisuallyHidden>{` (${t(`ruleChecklist.${rule.state}`)})`}</VisuallyHidden>
          </span>
        </Item>
      ))}
    </List>
  );
}
