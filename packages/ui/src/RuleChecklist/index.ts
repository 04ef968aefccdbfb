export { RuleChecklist, type RuleChecklistProps } from './RuleChecklist';
export { checkRules, type ChecklistRule, type CheckedRule, type RuleState } from './ruleChecklist';
