import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Select } from '../Select';
import { Checkbox } from '../Checkbox';
import type { ValidationError } from '@mro/rules';
import { Modal } from '../Modal';
import { FormBox, FormItem, useFormBox } from '.';
import { formBoxDocs } from './stories/docs';

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

/** The stories' buttons under a form: a story's own first, reset where the story is about it, save. */
function SaveActions({ reset = false, children }: { reset?: boolean; children?: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {children}
      {reset && (
        <Button type="reset" variant="secondary">
          <T k="reset" />
        </Button>
      )}
      <Button type="submit">
        <T k="save" />
      </Button>
    </div>
  );
}

/** The two fields every story's form starts with. */
function CompanyAndPhone() {
  return (
    <>
      <FormItem name="companyName" label={<T k="companyName" />}>
        <TextField />
      </FormItem>
      <FormItem name="phone" label={<T k="phone" />}>
        <TextField />
      </FormItem>
    </>
  );
}

function SupplierDetailsForm({ withReset = false }: { withReset?: boolean }) {
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
        actions={<SaveActions reset={withReset} />}
      >
        <CompanyAndPhone />
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
  parameters: { layout: 'padded', ...formBoxDocs },
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

interface Branch extends Record<string, unknown> {
  companyName: string;
  taxUnit: boolean;
  branchNo: string;
}

/** A rule across fields (the server's own function in the product): the branch number when tax unit. */
const branchRules = (values: Branch): Record<string, ValidationError> =>
  values.taxUnit && !values.branchNo ? { branchNo: { rule: 'required', code: 'ACMCM0002', params: {} } } : {};

/** The new-maker request of a registration form: a form of its own, in a modal opened from the first. */
function MakerRequest({ onClose }: { onClose: () => void }) {
  const text = useStoryText();
  const form = useFormBox<{ maker: string }>({ schema: { maker: 'required' }, defaultValues: { maker: '' } });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={text('makerRequest')} size="small">
      <FormBox
        form={form}
        columns={1}
        onSubmit={onClose}
        actions={
          <div>
            <Button type="submit">
              <T k="send" />
            </Button>
          </div>
        }
      >
        <FormItem name="maker" label={<T k="maker" />}>
          <TextField />
        </FormItem>
      </FormBox>
    </Modal>
  );
}

function BranchForm() {
  const form = useFormBox<Branch>({
    schema: { companyName: 'required', branchNo: 'digits:4' },
    defaultValues: { companyName: '', taxUnit: false, branchNo: '' },
    validate: branchRules,
  });
  const [saved, setSaved] = useState('');
  const [popup, setPopup] = useState(false);
  return (
    <div style={{ width: 520 }}>
      <FormBox
        form={form}
        columns={1}
        onSubmit={(values) => setSaved(`${values.companyName} ${values.branchNo}`)}
        actions={
          <SaveActions>
            <Button variant="secondary" onClick={() => setPopup(true)}>
              <T k="requestMaker" />
            </Button>
          </SaveActions>
        }
      >
        <FormItem name="companyName" label={<T k="companyName" />}>
          <TextField />
        </FormItem>
        <FormItem name="taxUnit" label={<T k="taxUnit" />}>
          <Checkbox />
        </FormItem>
        <FormItem name="branchNo" label={<T k="branchNo" />} required={form.watch('taxUnit')}>
          <TextField digitsOnly maxLength={4} />
        </FormItem>
        {/* Opened from inside the form, as a registration's popups are: its events cross the portal. */}
        {popup && <MakerRequest onClose={() => setPopup(false)} />}
      </FormBox>
      <output data-testid="saved">{saved}</output>
    </div>
  );
}

export const CrossFieldRules: Story = {
  name: 'Rules across fields on the same submit; a form in a modal submits only itself',
  args: { form: undefined as never, children: null },
  render: () => <BranchForm />,
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [company, branch] = canvas.getAllByRole('textbox') as [HTMLElement, HTMLElement];
    await step("the modal's form sends itself, not the form that opened it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: /제조사 요청|Request a maker/ }));
      const dialog = await body.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /보내기|Send/ }));
      await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
      await expect(company).not.toHaveAttribute('aria-invalid');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('the mark follows the answer; every refusal shows at once, the first focused', async () => {
      await expect(branch).not.toHaveAttribute('aria-required');
      await userEvent.click(canvas.getByRole('checkbox'));
      await expect(branch).toHaveAttribute('aria-required', 'true');
      await new Promise((resolve) => setTimeout(resolve, 550)); // the click lock of the popup's button
      await userEvent.click(canvas.getByRole('button', { name: /저장|Save/ }));
      await waitFor(() => expect(company).toHaveFocus());
      await expect(company).toHaveAttribute('aria-invalid', 'true');
      await expect(branch).toHaveAccessibleDescription(/필수 입력 항목입니다|This field is required/);
    });
    await step('answered, it saves', async () => {
      await userEvent.type(company, '한빛산업');
      await userEvent.type(branch, '0002');
      await new Promise((resolve) => setTimeout(resolve, 550));
      await userEvent.click(canvas.getByRole('button', { name: /저장|Save/ }));
      await waitFor(() => expect(canvas.getByTestId('saved')).toHaveTextContent('한빛산업 0002'));
    });
  },
};

export const Reset: Story = {
  name: 'Reset: asks before it discards changes; Enter submits',
  args: { form: undefined as never, children: null },
  render: () => <SupplierDetailsForm withReset />,
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const reset = canvas.getByRole('button', { name: /^(초기화|Reset)$/ });
    const [company, phone] = canvas.getAllByRole('textbox') as [HTMLInputElement, HTMLInputElement];
    await step('Enter in a field submits; the refusals show, the first focused', async () => {
      await userEvent.type(company, '한빛산업{Enter}');
      await waitFor(() => expect(phone).toHaveFocus());
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    });
    await step('with changes, reset asks (MROGR0001); "cancel" keeps every value and error', async () => {
      await userEvent.click(reset);
      const dialog = await body.findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(/변경 내용을 모두 되돌리|Undo every unsaved change/);
      await userEvent.click(within(dialog).getByRole('button', { name: /^(취소|Cancel)$/ }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(company).toHaveValue('한빛산업');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(reset).toHaveFocus();
    });
    await step('"OK" puts the initial values back and clears the errors', async () => {
      await new Promise((resolve) => setTimeout(resolve, 550)); // the reset button's click lock
      await userEvent.click(reset);
      const dialog = await body.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /^(확인|OK)$/ }));
      await waitFor(() => expect(company).toHaveValue(''));
      await expect(phone).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByText(/필수 입력 항목입니다|This field is required/)).toBeNull();
    });
    await step('without changes, reset asks nothing', async () => {
      await new Promise((resolve) => setTimeout(resolve, 550));
      await userEvent.click(reset);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(body.queryByRole('alertdialog')).toBeNull();
    });
  },
};

/** Two fields, one column: the form as each class draws it. */
function CompactForm() {
  const form = useFormBox<{ companyName: string; phone: string }>({
    schema: { companyName: 'required', phone: 'required|phone' },
    defaultValues: { companyName: '한빛산업', phone: '' },
  });
  return (
    <div style={{ minWidth: 0 }}>
      <FormBox form={form} columns={1} actions={<SaveActions />}>
        <CompanyAndPhone />
      </FormBox>
    </div>
  );
}

export const AllClasses: Story = {
  name: 'All four classes: a refused save in each',
  args: { form: undefined as never, children: null },
  parameters: { mro: { allClasses: true } },
  render: () => <CompactForm />,
  play: async ({ canvasElement, step }) => {
    const forms = canvasElement.querySelectorAll('form');
    await step('each class draws the same form; a save without the phone is refused in each', async () => {
      await expect(forms).toHaveLength(4);
      for (const form of forms) {
        const box = within(form);
        await userEvent.click(box.getByRole('button', { name: /^(저장|Save)$/ }));
        const phone = box.getAllByRole('textbox')[1]!;
        await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
        await expect(phone).toHaveFocus();
      }
    });
  },
};
