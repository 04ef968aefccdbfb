// The five states every input widget shows in its "States" story: default (empty), filled,
// disabled, read-only and error (required and empty, message ACMCM0002). Each state is a labelled
// group, so a play function can reach one state with `inState(canvasElement, 'readOnly')`.
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Field } from '../packages/ui/src';
import { useStoryText } from './story-helpers';

export const WIDGET_STATES = ['default', 'filled', 'disabled', 'readOnly', 'error'] as const;
export type WidgetState = (typeof WIDGET_STATES)[number];

export interface StateProps {
  state: WidgetState;
  /** Whether the sample value should be shown (filled, disabled and read-only states). */
  filled: boolean;
  disabled: boolean | undefined;
  readOnly: boolean | undefined;
}

const TITLE = {
  default: 'stateDefault',
  filled: 'stateFilled',
  disabled: 'stateDisabled',
  readOnly: 'stateReadOnly',
  error: 'stateError',
} as const;

/** The required-field message the error state shows, in either locale. */
export const REQUIRED_TEXT = /필수 입력 항목입니다|This field is required/;

export function StateMatrix({
  label,
  render,
  field = true,
  width = 320,
}: {
  /** Field label (a story text key). */
  label: Parameters<ReturnType<typeof useStoryText>>[0];
  render: (props: StateProps) => ReactNode;
  /** Wrap each state in a Field (label, required mark, error text). Off for widgets with their own. */
  field?: boolean;
  width?: number;
}) {
  const text = useStoryText();
  return (
    <div style={{ display: 'grid', gap: 16, width }}>
      {WIDGET_STATES.map((state) => {
        const props: StateProps = {
          state,
          filled: state === 'filled' || state === 'disabled' || state === 'readOnly',
          disabled: state === 'disabled' || undefined,
          readOnly: state === 'readOnly' || undefined,
        };
        return (
          <div key={state} role="group" aria-label={text(TITLE[state])} data-state={state}>
            <div style={{ fontSize: 11, color: '#3b424d', marginBottom: 4 }}>{text(TITLE[state])}</div>
            {field ? (
              <Field
                label={text(label)}
                disabled={state === 'disabled'}
                required={state === 'error'}
                error={state === 'error' ? 'ACMCM0002' : undefined}
              >
                {render(props)}
              </Field>
            ) : (
              render(props)
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Queries scoped to one state's group. */
export function inState(root: HTMLElement, state: WidgetState) {
  const group = root.querySelector<HTMLElement>(`[data-state="${state}"]`);
  if (!group) throw new Error(`no "${state}" state in this story`);
  return within(group);
}

export interface StatesSpec {
  /** The control to check in a state (the first radio or box for groups). */
  control: (state: WidgetState) => HTMLElement;
  /** The widget's current value as a user sees it. */
  read: (state: WidgetState) => unknown;
  /** Tries to change the value the way a user would (typing, keys, clicks). */
  change: (state: WidgetState) => Promise<void>;
  empty: unknown;
  filled: unknown;
  /** The element that is aria-invalid (default: the control). */
  invalid?: (state: WidgetState) => HTMLElement;
  /** The element described by the error text (default: the invalid element). */
  described?: (state: WidgetState) => HTMLElement;
  /** The element announced as read-only (default: the control). */
  readOnlyHost?: (state: WidgetState) => HTMLElement;
}

/** Native disabled controls, and custom ones (a combobox div) marked aria-disabled. */
const isDisabled = (el: HTMLElement) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';

type Step = (label: string, play: () => Promise<void>) => Promise<void> | void;

/** The same five checks for every widget's "States" story. */
export async function playStates(step: Step, spec: StatesSpec) {
  await step('default: empty and editable', async () => {
    await waitFor(() => expect(spec.read('default')).toEqual(spec.empty));
    await spec.change('default');
    await waitFor(() => expect(spec.read('default')).not.toEqual(spec.empty));
  });
  await step('filled: shows the value', async () => {
    await waitFor(() => expect(spec.read('filled')).toEqual(spec.filled));
  });
  await step('disabled: shows the value, cannot be used', async () => {
    await expect(isDisabled(spec.control('disabled'))).toBe(true);
    await expect(spec.read('disabled')).toEqual(spec.filled);
  });
  await step('read-only: announced, and typing or clicking changes nothing', async () => {
    const host = (spec.readOnlyHost ?? spec.control)('readOnly');
    await expect(host.hasAttribute('readonly') || host.getAttribute('aria-readonly') === 'true').toBe(true);
    await expect(isDisabled(spec.control('readOnly'))).toBe(false);
    await spec.change('readOnly');
    await expect(spec.read('readOnly')).toEqual(spec.filled);
  });
  await step('error: invalid, described by the required message (ACMCM0002)', async () => {
    const invalid = (spec.invalid ?? spec.control)('error');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect((spec.described ?? spec.invalid ?? spec.control)('error')).toHaveAccessibleDescription(REQUIRED_TEXT);
  });
}
