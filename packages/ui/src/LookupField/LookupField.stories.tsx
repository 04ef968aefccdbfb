import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { Button } from '../Button';
import { Field } from '../Field';
import { Modal } from '../Modal';
import { useMro } from '../MroProvider';
import { LookupField, type LookupFieldProps } from './LookupField';
import { lookupFieldDocs } from './stories/docs';

const COMPANIES = [
  { cd: 'C100', ko: '(주)한빛전자', en: 'Hanbit Electronics' },
  { cd: 'C200', ko: '대한정밀(주)', en: 'Daehan Precision' },
  { cd: 'C300', ko: '미래화학', en: 'Mirae Chemical' },
];

/** A company chosen in a search popup, as the registration forms use it. */
function CompanyLookup(props: Omit<LookupFieldProps, 'displayValue' | 'onSearch'> & { initial?: string }) {
  const { locale } = useMro();
  const text = useStoryText();
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const name = (cd: string) => {
    const c = COMPANIES.find((x) => x.cd === cd);
    return c ? (locale === 'en' ? c.en : c.ko) : '';
  };
  const change = (next: string) => {
    setValue(next);
    onValueChange?.(next);
  };
  return (
    <>
      <LookupField
        {...rest}
        value={value}
        onValueChange={change}
        displayValue={name(value)}
        onSearch={() => setOpen(true)}
        searchLabel={text('companySearch')}
      />
      <Modal open={open} onOpenChange={setOpen} title={text('companySearch')} size="small">
        <div style={{ display: 'grid', gap: 8 }}>
          {COMPANIES.map((c) => (
            <Button
              key={c.cd}
              variant="secondary"
              onClick={() => {
                change(c.cd);
                setOpen(false);
              }}
            >
              {name(c.cd)}
            </Button>
          ))}
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Inputs/LookupField',
  component: LookupField,
  args: { onValueChange: fn(), clearable: true },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Field label={<T k="companyName" />}>
        <CompanyLookup clearable={args.clearable} onValueChange={args.onValueChange} />
      </Field>
    </div>
  ),
  parameters: lookupFieldDocs,
} satisfies Meta<typeof LookupField>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ChooseInTheSearch: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const box = canvas.getByRole('textbox', { name: /회사명|Company name/ });
    await step('nothing chosen: the box says how to choose, and cannot be typed in', async () => {
      await expect(box).toHaveValue('');
      await expect(box).toHaveAttribute('readonly');
      await expect(box.getAttribute('placeholder')).toMatch(/검색해서 선택|Search to choose/);
    });
    await step('the search button opens the popup; a pick shows its name and gives the form its code', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /회사 검색|Company search/ }));
      const dialog = await page(canvasElement).findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /대한정밀|Daehan/ }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      await expect((box as HTMLInputElement).value).toMatch(/대한정밀|Daehan/);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('C200');
    });
    await step('from the keyboard: Enter in the box opens the search too', async () => {
      box.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await page(canvasElement).findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: /미래화학|Mirae/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('C300');
    });
    await step('Delete clears the choice', async () => {
      box.focus();
      await userEvent.keyboard('{Delete}');
      await expect(box).toHaveValue('');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    });
  },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="companyName"
      width={420}
      render={({ filled, disabled, readOnly }) => (
        <CompanyLookup initial={filled ? 'C100' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value,
      change: async (s) => {
        await userEvent.click(box(s));
        const dialog = page(canvasElement).queryByRole('dialog');
        if (dialog)
          await userEvent.click(within(dialog).getAllByRole('button', { name: /한빛|Hanbit|대한|Daehan/ })[1]!);
      },
      empty: '',
      filled: expect.stringMatching(/한빛전자|Hanbit Electronics/) as unknown as string,
    });
  },
};

function PerClass() {
  const { themeClasses } = useMro();
  return (
    <Field label={`${themeClasses.join(' ')}`}>
      <CompanyLookup initial="C100" clearable />
    </Field>
  );
}

/** Documents of a registration: a short "Attach" on each button, the document in its accessible name. */
function DocumentLookups() {
  const text = useStoryText();
  const { t } = useTranslation('story');
  const [files, setFiles] = useState<Record<string, number>>({});
  const doc = (key: 'license' | 'seal', label: string, aria: string) => (
    <Field label={label}>
      <LookupField
        value={files[key] ? `group-${key}` : ''}
        displayValue={files[key] ? t('fileCount', { count: files[key] }) : ''}
        placeholder={text('noFile')}
        onSearch={() => setFiles((f) => ({ ...f, [key]: (f[key] ?? 0) + 1 }))}
        searchLabel={text('attach')}
        searchAriaLabel={aria}
      />
    </Field>
  );
  return (
    <div style={{ display: 'grid', gap: 12, width: 420 }}>
      {doc('license', text('documentLicense'), text('attachLicense'))}
      {doc('seal', text('documentSeal'), text('attachSeal'))}
    </div>
  );
}

export const ShortSearchLabels: Story = {
  name: 'Short button text, full accessible name',
  render: () => <DocumentLookups />,
  play: async ({ canvas, step }) => {
    const license = await canvas.findByRole('button', { name: /사업자등록증 첨부|Attach the business license/ });
    await step('each button says which document it attaches, and shows the short text', async () => {
      await expect(license.textContent).toMatch(/^(첨부|Attach)$/);
      await expect(canvas.getByRole('button', { name: /인감증명서 첨부|Attach the seal certificate/ })).toBeVisible();
    });
    await step('the buttons are the same width, so the fields line up', async () => {
      const [a, b] = canvas.getAllByRole('textbox');
      await expect(a!.getBoundingClientRect().width).toBe(b!.getBoundingClientRect().width);
    });
    await step('attaching shows the count in that field only', async () => {
      await userEvent.click(license);
      const value = () => (canvas.getAllByRole('textbox')[0] as HTMLInputElement).value;
      await waitFor(() => expect(value()).toMatch(/^(1 file\(s\)|파일 1개)$/));
      await expect(canvas.getAllByRole('textbox')[1]).toHaveValue('');
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <PerClass />,
};
