// Steps: where a wizard stands (buyer registration: terms, details, done). Contract: a named nav
// with an ordered list; the current step has aria-current="step"; each step's state is read as a
// word and shown by the marker (a tick, the primary fill, an outline), never colour alone; with
// `onStepClick` a completed step is a button that goes back to it (later steps never are).
// Cost: one element per step.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { stepState } from './stepState';
import { Back, Box, Description, Item, List, Marker, Text } from './Steps.styles';

export interface StepItem {
  label: ReactNode;
  description?: ReactNode | undefined;
}

export interface StepsProps extends HTMLAttributes<HTMLElement> {
  steps: readonly StepItem[];
  /** The current step, from 0. */
  current: number;
  /** Makes each completed step a button back to it. */
  onStepClick?: ((index: number) => void) | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

export function Steps({ steps, current, onStepClick, 'aria-label': label, ref, ...rest }: StepsProps) {
  const { t } = useTranslation('ui');
  return (
    <Box {...rest} aria-label={label ?? t('steps.label')} ref={ref}>
      <List>
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const body = (
            <>
              <Marker $state={state} aria-hidden="true">
                {state === 'complete' ? '✓' : index + 1}
              </Marker>
              <Text $state={state}>
                <span>
                  <VisuallyHidden>
                    {t('steps.position', { n: index + 1, total: steps.length })}, {t(`steps.state.${state}`)}:{' '}
                  </VisuallyHidden>
                  {step.label}
                </span>
                {step.description && <Description>{step.description}</Description>}
              </Text>
            </>
          );
          return (
            <Item key={index} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              {state === 'complete' && onStepClick ? (
                <Back type="button" onClick={() => onStepClick(index)}>
                  {body}
                </Back>
              ) : (
                body
              )}
            </Item>
          );
        })}
      </List>
    </Box>
  );
}
