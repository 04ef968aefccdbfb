import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Select } from '../Select';
import { Checkbox } from '../Checkbox';
import { FormBox, FormItem, useFormBox } from '.';

interface SupplierDetails extends Record<string, unknown> {
  companyName: string;
  phone: string;
  email: string;
  supplierType: string;
  agree: boolean;
}

const schema = {
  companyName: 'required|max:100',
  phone: 'required|phone',
  email: 'required|email',
  supplierType: 'required',
  agree: 'is:true',
};

function SupplierDetailsForm() {
  const form = useFormBox<SupplierDetails>({
    schema,
    defaultValues: { companyName: '', phone: '', email: '', supplierType: '', agree: false },
  });
  const [saved, setSaved] = useState('');
  return (
    <div style={{ width: 900 }}>
      <FormBox
        form={form}
        onSubmit={(values) => setSaved(values.companyName)}
        actions={
          <div>
            <Button type="submit">
              <T k="save" />
            </Button>
          </div>
        }
      >
        <FormItem name="companyName" label={<T k="companyName" />}>
          <TextField />
        </FormItem>
        <FormItem name="phone" label={<T k="phone" />}>
          <TextField />
        </FormItem>
        <FormItem name="email" label={<T k="contactEmail" />}>
          <TextField />
        </FormItem>
        <FormItem name="supplierType" label={<T k="supplierType" />}>
          <Select codeGroup="SUPPLIER_TYPE" />
        </FormItem>
        <FormItem name="agree" label={<T k="agree" />} span={2}>
          <Checkbox />
        </FormItem>
      </FormBox>
      <output data-testid="saved">{saved}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/FormBox',
  component: FormBox,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstErrorFocus: Story = {
  name: 'Two columns, required marks, first-error focus',
  args: { form: undefined as never, children: null },
  render: () => <SupplierDetailsForm />,
  play: async ({ canvas, canvasElement, step }) => {
    const save = canvas.getByRole('button', { name: /저장|Save/ });
    const [company, phone, email] = canvas.getAllByRole('textbox') as [HTMLElement, HTMLElement, HTMLElement];
    await step('required marks come from the rules schema', async () => {
      await expect(company).toHaveAttribute('aria-required', 'true');
      await expect(canvasElement.querySelectorAll('[title="필수"], [title="Required"]').length).toBe(4);
    });
    await step('an invalid submit shows each error and focuses the first in layout order', async () => {
      await userEvent.type(company, '한빛산업');
      await userEvent.type(phone, '-010-1234');
      await userEvent.click(save);
      await waitFor(() => expect(phone).toHaveFocus());
      await expect(phone).toHaveAccessibleDescription(/하이픈|hyphen/);
      await expect(email).toHaveAccessibleDescription(/필수 입력 항목입니다|This field is required/);
    });
    await step('fixed values save', async () => {
      await userEvent.clear(phone);
      await userEvent.type(phone, '010-1234-5678');
      await userEvent.type(email, 'buyer@mro.co.kr');
      await userEvent.selectOptions(canvas.getByRole('combobox'), 'DST');
      await userEvent.click(canvas.getByRole('checkbox'));
      await new Promise((resolve) => setTimeout(resolve, 550)); // the save button's click lock
      await userEvent.click(save);
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('한빛산업'));
    });
  },
};
