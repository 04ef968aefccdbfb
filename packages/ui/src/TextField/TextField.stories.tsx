import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import {
  clearField,
  composeAndEnter,
  imeCommit,
  imeSetComposition,
  KOREAN_ENTERS,
  settled,
} from '../../../../.storybook/ime';
import { Field } from '../Field';
import { TextField } from './TextField';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { textFieldDocs } from './stories/docs';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { onValueChange: fn(), onEnter: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label={<T k="companyName" />}>
        <TextField {...args} />
      </Field>
    </div>
  ),
  parameters: textFieldDocs,
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: /회사명|Company name/ });
    await step('typing gives the value', async () => {
      await userEvent.type(input, 'MRO 코리아');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('MRO 코리아');
    });
    await step('Enter calls onEnter', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onEnter).toHaveBeenCalledTimes(1);
    });
  },
};

export const Filled: Story = { args: { defaultValue: '(주)엠알오', clearable: true } };
export const Disabled: Story = { args: { defaultValue: '(주)엠알오', disabled: true } };
export const ReadOnly: Story = { args: { defaultValue: '(주)엠알오', readOnly: true } };

export const WithError: Story = {
  name: 'Required with an error',
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label={<T k="companyName" />} required error={{ code: 'ACMCM0002' }}>
        <TextField {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/필수 입력 항목입니다|This field is required/);
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME composition',
  args: { maxLength: 10, uppercase: true },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('composing 한글 loses or doubles no character', async () => {
      input.focus();
      await imeSetComposition('ㅎ');
      await imeSetComposition('하');
      await imeSetComposition('한');
      await imeCommit('한');
      await imeSetComposition('ㄱ');
      await imeSetComposition('그');
      await imeSetComposition('글');
      await imeCommit('글');
      await waitFor(() => expect(input).toHaveValue('한글'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('한글');
    });
    await step('one Enter that ends the composition of ㅁ commits it and submits once', async () => {
      await composeAndEnter('ㅁ', 'macOS Chrome');
      await waitFor(() => expect(args.onEnter).toHaveBeenCalledTimes(1));
      await expect(input).toHaveValue('한글ㅁ');
      await settled();
      await expect(args.onEnter).toHaveBeenCalledTimes(1);
    });
  },
};

/** Issue 47: one Enter per entry, in each browser's order of events, as in Excel. */
export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter submits',
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    const onEnter = args.onEnter as Mock;
    const onValueChange = args.onValueChange as Mock;
    for (const way of KOREAN_ENTERS) {
      await step(`${way}: 한글 and one Enter submit once, after 한글 is in the field`, async () => {
        clearField(input);
        onEnter.mockClear();
        onValueChange.mockClear();
        await composeAndEnter('한글', way);
        await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
        await expect(input).toHaveValue('한글');
        // The submit saw the committed text: the value changed to 한글 before it ran.
        const committed = onValueChange.mock.calls.findIndex(([value]: unknown[]) => value === '한글');
        await expect(onValueChange.mock.invocationCallOrder[committed]).toBeLessThan(
          onEnter.mock.invocationCallOrder[0]!,
        );
        await settled();
        await expect(onEnter).toHaveBeenCalledTimes(1);
      });
    }
    await step('Japanese: Enter confirms 日本 and does not submit', async () => {
      clearField(input);
      onEnter.mockClear();
      await composeAndEnter('日本', 'Japanese');
      await waitFor(() => expect(input).toHaveValue('日本'));
      await settled();
      await expect(onEnter).not.toHaveBeenCalled();
    });
  },
};

export const CallerHandlers: Story = {
  name: 'Caller’s composition and paste handlers',
  args: { onCompositionEnd: fn(), onPaste: fn() },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('the caller’s onCompositionEnd runs, and the field still commits the composed text', async () => {
      input.focus();
      await imeSetComposition('ㅎ');
      await imeSetComposition('한');
      await imeCommit('한');
      await waitFor(() => expect(args.onCompositionEnd).toHaveBeenCalled());
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('한'));
    });
    await step('the caller’s onPaste runs, and the pasted text reaches the value', async () => {
      await userEvent.paste('글');
      await expect(args.onPaste).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(input).toHaveValue('한글'));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('한글');
    });
  },
};

export const ByteLimit: Story = {
  name: 'Max length in bytes',
  args: { maxLength: 10, lengthUnit: 'byte' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label={<T k="memoBytes" />} hint={<T k="hint" />}>
        <TextField {...args} />
      </Field>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'ab가나다');
    await expect(input).toHaveValue('ab가나');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ab가나');
    await expect(canvas.getByText(/최대 10바이트|maximum 10 bytes/)).toHaveAttribute('role', 'status');
  },
};

export const EnglishOnly: Story = {
  args: { englishOnly: true, uppercase: true },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label={<T k="englishName" />}>
        <TextField {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'mro 한 korea');
    await expect(input).toHaveValue('MRO  KOREA');
    await expect(canvas.getByText(/한글은 입력할 수 없습니다|Korean characters cannot be entered/)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const DigitsOnly: Story = {
  args: { digitsOnly: true, maxLength: 6 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '12a34-5678');
    await expect(input).toHaveValue('123456');
  },
};

export const PhoneMask: Story = {
  name: 'Mask: phone',
  args: { mask: 'phone', clearable: true },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label={<T k="phone" />}>
        <TextField {...args} />
      </Field>
    </div>
  ),
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('digits fill ###-####-####, letters are refused', async () => {
      await userEvent.type(input, '010a12345678');
      await expect(input).toHaveValue('010-1234-5678');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('010-1234-5678');
    });
    await step('clear empties it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /지우기|Clear/ }));
      await expect(input).toHaveValue('');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    });
  },
};

/** Every shape of Korean number the phone rule accepts, typed digit by digit (PHONE_SHAPES of @mro/rules). */
export const PhoneShapes: Story = {
  name: 'Mask: phone shapes (02, 0xx, 010, 050x, 15xx)',
  args: { mask: 'phone', clearable: true },
  render: PhoneMask.render,
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    const cases: [string, string][] = [
      ['0212345678', '02-1234-5678'],
      ['021234567', '02-123-4567'],
      ['0311234567', '031-123-4567'],
      ['01012345678', '010-1234-5678'],
      ['050512345678', '0505-1234-5678'],
      ['15880000', '1588-0000'],
      ['18001234', '1800-1234'],
    ];
    for (const [typed, shown] of cases) {
      await step(`${typed} shows ${shown}`, async () => {
        await userEvent.clear(input);
        await userEvent.type(input, typed);
        await expect(input).toHaveValue(shown);
        await expect(args.onValueChange).toHaveBeenLastCalledWith(shown);
      });
    }
    await step('a digit past the longest number of the shape is refused', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '021234567899');
      await expect(input).toHaveValue('02-1234-5678');
    });
  },
};

export const DateMask: Story = {
  name: 'Mask: date (value YYYYMMDD)',
  args: { mask: 'date' },
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <div style={{ width: 320 }}>
        <Field label={<T k="deliveryDate" />}>
          <TextField
            {...args}
            value={value}
            onValueChange={(v) => {
              setValue(v);
              args.onValueChange?.(v);
            }}
          />
        </Field>
        <output data-testid="value">{value}</output>
      </div>
    );
  },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('the hint reads YYYY-MM-DD; a date types into it', async () => {
      await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
      await userEvent.type(input, '20261121');
      await expect(input).toHaveValue('2026-11-21');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('20261121');
      await expect(canvas.getByTestId('value')).toHaveTextContent('20261121');
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** 2026-13-99 is no date: marked invalid once the field is left (PICMCM0058), the text kept. */
export const ImpossibleDate: Story = {
  name: 'Mask: an impossible date is marked',
  args: { mask: 'date' },
  render: DateMask.render,
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('2026-13-99 then Tab: invalid, the format said, the text kept', async () => {
      await userEvent.type(input, '20261399');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText(/YYYY-MM-DD\)/)).toHaveAttribute('role', 'status');
      await expect(input).toHaveValue('2026-13-99');
    });
    await step('an unfinished date is marked too; a real one clears the mark', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2026021');
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await userEvent.clear(input);
      await userEvent.type(input, '20260228');
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.queryByText(/YYYY-MM-DD\)/)).toBeNull();
    });
  },
};

export const OtherMasks: Story = {
  name: 'Masks: year-month, datetime, time',
  render: () => (
    <div style={{ width: 320, display: 'grid', gap: 8 }}>
      <Field label="YYYY-MM">
        <TextField mask="yearMonth" defaultValue="202611" />
      </Field>
      <Field label="YYYY-MM-DD HH:mm">
        <TextField mask="datetime" defaultValue="202611211030" />
      </Field>
      <Field label="HH:mm">
        <TextField mask="time" defaultValue="09:30" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const [ym, dt, time] = canvas.getAllByRole('textbox');
    await expect(ym).toHaveValue('2026-11');
    await expect(dt).toHaveValue('2026-11-21 10:30');
    await expect(time).toHaveValue('09:30');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Field label={<T k="companyName" />} required>
        <TextField defaultValue="(주)엠알오" clearable />
      </Field>
      <Field label={<T k="phone" />} error={{ code: 'MROCM0002' }}>
        <TextField mask="phone" defaultValue="010-1234-" />
      </Field>
    </div>
  ),
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="companyName"
      render={({ filled, disabled, readOnly }) => (
        <TextField defaultValue={filled ? 'MRO Korea' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value,
      change: (s) => userEvent.type(box(s), 'ABC'),
      empty: '',
      filled: 'MRO Korea',
    });
  },
};
