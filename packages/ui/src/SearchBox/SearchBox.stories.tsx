import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RuleSchema } from '@mro/rules';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { FormItem, useFormBox } from '../FormBox';
import { TextField } from '../TextField';
import { TextArea } from '../TextArea';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { RadioGroup } from '../RadioGroup';
import { CheckboxGroup } from '../CheckboxGroup';
import { MultiTextInput } from '../MultiTextInput';
import { Dropdown } from '../Dropdown';
import { DatePicker } from '../DatePicker';
import { useDirtyGuard } from '../DirtyGuard';
import { useMro } from '../MroProvider';
import { SearchBox } from './SearchBox';
import { searchBoxDocs } from './stories/docs';
import { eachImeEnter } from '../../../../.storybook/ime';

interface SupplierConditions extends Record<string, unknown> {
  companyName: string;
  businessNo: string;
  supplierType: string;
  regDate: string;
  payTerm: string;
  minSales: number | null;
  itemCodes: string;
  unit: string;
  certs: string[];
}

const schema: RuleSchema = {
  companyName: 'required|min:2|max:100',
  businessNo: 'business_no',
  minSales: 'min_value:0',
  itemCodes: 'max:200',
};

const initial: SupplierConditions = {
  companyName: '',
  businessNo: '',
  supplierType: '',
  regDate: '',
  payTerm: '',
  minSales: null,
  itemCodes: '',
  unit: '',
  certs: [],
};

/** The page around the search box: the conditions and an editable memo that can hold unsaved text. */
function SupplierSearchPage({ width = 1040 }: { width?: number }) {
  const s = useStoryText();
  const form = useFormBox<SupplierConditions>({ schema, defaultValues: initial });
  const [searched, setSearched] = useState<string | null>(null);
  const [searches, setSearches] = useState(0);
  const [memo, setMemo] = useState('');
  useDirtyGuard(memo !== '');
  return (
    <div style={{ width, display: 'grid', gap: 16 }}>
      <SearchBox
        form={form}
        onSearch={(values) => {
          setSearched(JSON.stringify(values));
          setSearches((n) => n + 1);
        }}
        aria-label={s('supplierSearch')}
      >
        <FormItem name="companyName" label={<T k="companyNameShort" />}>
          <TextField clearable />
        </FormItem>
        <FormItem name="businessNo" label={<T k="businessNo" />}>
          <TextField digitsOnly maxLength={10} />
        </FormItem>
        <FormItem name="supplierType" label={<T k="supplierType" />}>
          <Select codeGroup="SUPPLIER_TYPE" emptyOption="all" />
        </FormItem>
        <FormItem name="regDate" label={<T k="regDate" />}>
          <DatePicker today="20261121" />
        </FormItem>
        <FormItem name="payTerm" label={<T k="payTerm" />} span={2}>
          <RadioGroup codeGroup="PAY_TERM" />
        </FormItem>
        <FormItem name="minSales" label={<T k="minSales" />}>
          <NumberField currency="KRW" positiveOnly />
        </FormItem>
        <FormItem name="itemCodes" label={<T k="itemCodes" />}>
          <MultiTextInput />
        </FormItem>
        <FormItem name="unit" label={<T k="unit" />}>
          <Dropdown codeGroup="UNIT" />
        </FormItem>
        <FormItem name="certs" label={<T k="certs" />} span={3}>
          <CheckboxGroup codeGroup="CERT" />
        </FormItem>
      </SearchBox>
      <output data-testid="searched">{searched ? <T k="results" /> : <T k="noSearch" />}</output>
      <span data-testid="searched-json" hidden>
        {searched}
      </span>
      <span data-testid="searches" hidden>
        {searches}
      </span>
      <div style={{ width: '100%', maxWidth: 480 }}>
        <Field label={<T k="evaluationMemo" />}>
          <TextArea value={memo} onValueChange={setMemo} maxLength={200} />
        </Field>
      </div>
    </div>
  );
}

const meta = {
  title: 'Forms/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded', ...searchBoxDocs },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search button, like every button, ignores clicks for 500 ms after one (spec click lock). */
const afterClickLock = () => new Promise((resolve) => setTimeout(resolve, 550));

const searchedValues = (canvasElement: HTMLElement) =>
  JSON.parse(
    canvasElement.querySelector('[data-testid="searched-json"]')!.textContent || 'null',
  ) as SupplierConditions | null;

export const SupplierSearchForm: Story = {
  name: 'Supplier search form',
  args: { form: undefined as never, onSearch: () => undefined, children: null },
  render: () => <SupplierSearchPage />,
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(document.body);
    const search = canvas.getByRole('button', { name: /^(조회|Search)$/ });
    const company = canvas.getByRole('textbox', { name: /업체명|Company/ });
    const businessNo = canvas.getByRole('textbox', { name: /사업자등록번호|Business no/ });
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));

    await step('rows beyond 2 are behind the expand toggle', async () => {
      const toggle = canvas.getByRole('button', { name: /펼치기|More conditions/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('group', { name: /보유 인증|Certifications/ })).toBeNull();
      await userEvent.click(toggle);
      await expect(canvas.getByRole('group', { name: /보유 인증|Certifications/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: /접기|Fewer conditions/ }));
      await expect(canvas.queryByRole('group', { name: /보유 인증|Certifications/ })).toBeNull();
    });

    await step('search validates first: only the first error is shown, and focused', async () => {
      await userEvent.type(businessNo, '1234567890');
      await userEvent.click(search);
      await waitFor(() => expect(company).toHaveFocus());
      await expect(company).toHaveAccessibleDescription(/필수 입력 항목입니다|This field is required/);
      await expect(businessNo).not.toHaveAttribute('aria-invalid');
      await expect(searchedValues(canvasElement)).toBeNull();
    });

    await step('fixing it shows the next error; Enter searches once everything is valid', async () => {
      await userEvent.type(company, '대한공구');
      await afterClickLock();
      await userEvent.click(search);
      await waitFor(() => expect(businessNo).toHaveFocus());
      await expect(businessNo).toHaveAccessibleDescription(/사업자|business registration/i);
      await userEvent.clear(businessNo);
      await userEvent.type(businessNo, '1248100998');
      await afterClickLock();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(searchedValues(canvasElement)).toMatchObject({ companyName: '대한공구', businessNo: '1248100998' }),
      );
    });

    await step('six more widgets feed the same values', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /펼치기|More conditions/ }));
      await userEvent.click(canvas.getAllByRole('radio')[2]!);
      await userEvent.type(canvas.getByRole('textbox', { name: /최소 매출액|Min. sales/ }), '5000000');
      await userEvent.type(canvas.getByRole('textbox', { name: /품목 코드|Item codes/ }), 'A100 B200 ');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /공급사 유형|Supplier type/ }), 'MFR');
      const unit = canvas.getByRole('combobox', { name: /단위|Unit/ });
      unit.focus();
      await userEvent.paste('BOX');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'ISO 9001' }));
      await afterClickLock();
      await userEvent.click(search);
      await waitFor(() =>
        expect(searchedValues(canvasElement)).toMatchObject({
          payTerm: 'CARD',
          minSales: 5000000,
          itemCodes: 'A100,B200',
          supplierType: 'MFR',
          unit: 'BOX',
          certs: ['ISO9001'],
        }),
      );
    });

    await step('with unsaved changes on the page, search asks PICMCM0026; cancel keeps everything', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /평가 메모|Evaluation memo/ }), '납기 우수');
      await userEvent.clear(company);
      await userEvent.type(company, '한빛산업');
      await afterClickLock();
      await userEvent.click(search);
      const dialog = await body.findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(/저장하지 않은|unsaved changes/);
      await userEvent.click(within(dialog).getByRole('button', { name: /취소|Cancel/ }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(searchedValues(canvasElement)).toMatchObject({ companyName: '대한공구' });
      await expect(company).toHaveValue('한빛산업');
      await expect(canvas.getByRole('textbox', { name: /평가 메모|Evaluation memo/ })).toHaveValue('납기 우수');
    });

    await step('confirming searches with the new conditions', async () => {
      await afterClickLock();
      await userEvent.click(search);
      const dialog = await body.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /^(확인|OK)$/ }));
      await waitFor(() => expect(searchedValues(canvasElement)).toMatchObject({ companyName: '한빛산업' }));
    });

    await step('reset restores the initial conditions', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /초기화|Reset/ }));
      await expect(company).toHaveValue('');
      await expect(businessNo).toHaveValue('');
      await expect(canvas.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
      await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    });
  },
};

/** Issue 47: one Enter in a condition searches once, also the one that ends a Korean syllable. */
export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter searches',
  args: { form: undefined as never, onSearch: () => undefined, children: null },
  render: () => <SupplierSearchPage />,
  play: async ({ canvas, canvasElement, step }) => {
    const company = canvas.getByRole('textbox', { name: /업체명|Company/ });
    const searches = () => Number(canvasElement.querySelector('[data-testid="searches"]')!.textContent);
    let before = 0;
    await eachImeEnter(step, {
      field: () => company,
      what: 'searches',
      reset: () => {
        before = searches();
      },
      acted: async () => {
        await waitFor(() => expect(searches()).toBe(before + 1));
        await expect(searchedValues(canvasElement)?.companyName).toBe('한글');
      },
      confirmed: async () => {
        await expect(company).toHaveValue('日本');
        await expect(searches()).toBe(before);
      },
    });
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px): one column',
  args: { form: undefined as never, onSearch: () => undefined, children: null },
  render: () => <SupplierSearchPage width={343} />,
  play: async ({ canvas }) => {
    const company = canvas.getByRole('textbox', { name: /업체명|Company/ });
    const businessNo = canvas.getByRole('textbox', { name: /사업자등록번호|Business no/ });
    // Below 560 px of box the conditions stand one under another, each the box's width.
    const a = company.closest('[data-form-item]')!.getBoundingClientRect();
    const b = businessNo.closest('[data-form-item]')!.getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.bottom - 1);
    await expect(Math.round(a.width)).toBe(343);
    await expect(Math.round(b.width)).toBe(343);
  },
};

/** The conditions most screens start with, small enough for a quarter of the canvas. */
function CompactSearch() {
  const form = useFormBox<Pick<SupplierConditions, 'companyName' | 'supplierType'>>({
    schema: { companyName: 'required|min:2' },
    defaultValues: { companyName: '', supplierType: '' },
  });
  const s = useStoryText();
  const { themeClasses } = useMro();
  return (
    // Four boxes on one page: each landmark is named with its class.
    <SearchBox form={form} onSearch={() => undefined} aria-label={`${s('supplierSearch')} (${themeClasses.join(' ')})`}>
      <FormItem name="companyName" label={<T k="companyNameShort" />}>
        <TextField clearable />
      </FormItem>
      <FormItem name="supplierType" label={<T k="supplierType" />}>
        <Select codeGroup="SUPPLIER_TYPE" emptyOption="all" />
      </FormItem>
    </SearchBox>
  );
}

export const AllClasses: Story = {
  name: 'All four classes: a refused search in each',
  args: { form: undefined as never, onSearch: () => undefined, children: null },
  parameters: { mro: { allClasses: true } },
  render: () => <CompactSearch />,
  play: async ({ canvasElement, step }) => {
    const boxes = within(canvasElement).getAllByRole('search');
    await step('each class draws the same box; a search without the company name is refused in each', async () => {
      await expect(boxes).toHaveLength(4);
      for (const box of boxes) {
        await userEvent.click(within(box).getByRole('button', { name: /^(조회|Search)$/ }));
        await waitFor(() => expect(within(box).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'));
      }
    });
  },
};
