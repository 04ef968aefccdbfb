import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { passwordRuleCodes, passwordViolations, PASSWORD_CODES as C } from '@mro/rules';
import { useMro } from '../MroProvider';
import { Field } from '../Field';
import { TextField } from '../TextField';
import { RuleChecklist } from './RuleChecklist';
import { ruleChecklistDocs } from './stories/docs';

const context = { loginId: 'buyer01' };
const rules = passwordRuleCodes(context).map((code) => ({ code }));

/** A new-password field with its rules checked as the person types, as the password popups use it. */
function PasswordWithRules({ initial = '', label }: { initial?: string; label?: string }) {
  const { locale } = useMro();
  const [value, setValue] = useState(initial);
  const name = label ?? (locale === 'en' ? 'Password rules' : '비밀번호 규칙');
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
      <Field
        inline
        label={locale === 'en' ? 'New password' : '새 비밀번호'}
        hint={
          <RuleChecklist rules={rules} value={value} violations={passwordViolations(value, context)} label={name} />
        }
      >
        <TextField type="password" value={value} onValueChange={setValue} autoComplete="new-password" />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Forms/RuleChecklist',
  component: RuleChecklist,
  args: { rules, value: '', violations: [], label: '비밀번호 규칙' },
  render: () => <PasswordWithRules />,
  parameters: ruleChecklistDocs,
} satisfies Meta<typeof RuleChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement, code: string) =>
  canvasElement.querySelector(`[data-rule="${code}"]`)?.getAttribute('data-state');

export const LivePasswordRules: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const field = canvas.getByLabelText(/새 비밀번호|New password/);
    await step('nothing typed: every rule is pending; no message code is shown (issue 41)', async () => {
      await expect(canvas.getAllByRole('listitem')).toHaveLength(rules.length);
      await expect(canvas.getByRole('list')).not.toHaveTextContent(/[A-Z]{4,}\d{4}/);
      await expect(stateOf(canvasElement, C.minLength)).toBe('pending');
    });
    await step('the list lines up with the field, under the control', async () => {
      const list = canvas.getByRole('list').getBoundingClientRect();
      const control = field.getBoundingClientRect();
      await expect(Math.abs(list.left - control.left)).toBeLessThanOrEqual(1);
      await expect(list.top).toBeGreaterThanOrEqual(control.bottom);
    });
    await step('a weak password: length, mix and the run from the id are unmet, the rest met', async () => {
      await userEvent.type(field, 'buyer01');
      await expect(stateOf(canvasElement, C.minLength)).toBe('unmet');
      await expect(stateOf(canvasElement, C.mix)).toBe('unmet');
      await expect(stateOf(canvasElement, C.loginId)).toBe('unmet');
      await expect(stateOf(canvasElement, C.repeat)).toBe('met');
    });
    await step('a password that keeps every rule: all met, and a screen reader hears each state', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'Mro!2026demo');
      for (const { code } of rules) await expect(stateOf(canvasElement, code)).toBe('met');
      await expect(canvas.getAllByText(/\((충족|met)\)/)).toHaveLength(rules.length);
    });
  },
};

export const SomeBroken: Story = { render: () => <PasswordWithRules initial="qwer1111" /> };

function PerClass() {
  const { themeClasses } = useMro();
  return <PasswordWithRules initial="abcd!1" label={`${themeClasses.join(' ')} rules`} />;
}

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <PerClass />,
};
