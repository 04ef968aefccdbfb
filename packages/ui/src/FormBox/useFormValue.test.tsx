import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MroProvider } from '../MroProvider';
import { OverlayProvider } from '../Overlay';
import { TextField } from '../TextField';
import { FormBox } from './FormBox';
import { FormItem } from './FormItem';
import { useFormBox } from './useFormBox';
import { useFormValue } from './useFormValue';

function Echo() {
  return <output data-testid="echo">{String(useFormValue('name') ?? '')}</output>;
}

function Form() {
  const form = useFormBox<{ name: string }>({ schema: { name: 'max:10' }, defaultValues: { name: 'kim' } });
  return (
    <FormBox form={form} aria-label="form">
      <FormItem name="name" label="Name">
        <TextField />
      </FormItem>
      <Echo />
    </FormBox>
  );
}

describe('useFormValue', () => {
  it('gives a part of the form the value as it is typed', async () => {
    render(
      <MroProvider>
        <OverlayProvider>
          <Form />
        </OverlayProvider>
      </MroProvider>,
    );
    expect(screen.getByTestId('echo').textContent).toBe('kim');
    await userEvent.type(screen.getByRole('textbox', { name: /Name|이름/ }), 'chi');
    expect(screen.getByTestId('echo').textContent).toBe('kimchi');
  });
});
