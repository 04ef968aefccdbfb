import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import {
  centredFeatures,
  openPopup,
  openPopupThen,
  popupSize,
  readAddressMessage,
  waitForMessage,
  type FormTarget,
} from './windowPopup';
import { usePopup } from './usePopup';
import { windowPopupDocs } from './stories/docs';

/**
 * A fake popup page playing the address search service. `window.open` gives a named frame whose
 * page answers its opener by window message like the real service; the form `openPopup` posts
 * goes into a detached document, where the story reads what would have been sent.
 */
const FAKE_SERVICE = `<!doctype html><meta charset="utf-8"><body style="font:13px sans-serif">
  <p>주소 검색 (가짜 서비스)</p>
  <script>setTimeout(function () {
    parent.postMessage({ confmKey: 'U01TX0FVVEgy', streetAddressByJuso: '서울특별시 중구 세종대로 110', zipNo: '04524' }, '*');
  }, 100);</script></body>`;

function fakeWindow(onForm: (form: HTMLFormElement) => void): Window {
  const detached = document.implementation.createHTMLDocument('fake');
  const append = detached.body.append.bind(detached.body);
  detached.body.append = (...nodes: (Node | string)[]) => {
    nodes.forEach((n) => n instanceof HTMLFormElement && onForm(n));
    append(...nodes);
  };
  return new Proxy(window, {
    get(target, key) {
      if (key === 'document') return detached;
      if (key === 'open')
        return (_url: string, name: string) => {
          const frame = document.createElement('iframe');
          frame.name = name;
          frame.title = 'fake address service';
          frame.style.cssText = 'width:554px;height:120px;border:1px solid #9aa3b0';
          frame.srcdoc = FAKE_SERVICE;
          document.getElementById('fake-popups')?.append(frame);
          return frame.contentWindow;
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function AddressDemo() {
  const [address, setAddress] = useState('');
  const [posted, setPosted] = useState('');
  const search = async () => {
    const win = fakeWindow((form) =>
      setPosted(
        `${form.method.toUpperCase()} ${form.getAttribute('action')} → ${form.target.replace(/\d+$/, '#')}: ` +
          [...form.elements].map((e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`).join('&'),
      ),
    );
    const opened = openPopup(
      'addressSearch',
      {
        url: 'https://business.juso.go.kr/addrlink/addrLinkUrl.do',
        fields: { confmKey: 'DEVKEY', resultType: '4' },
        resultOrigin: location.origin,
      },
      win,
    );
    const result = await waitForMessage({ origin: location.origin, read: readAddressMessage });
    if (opened.window) setAddress(`${result.zipNo ?? ''} ${result.streetAddress} (${result.confmKey})`);
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={() => void search()}>
        <T k="openAddress" />
      </Button>
      <p>
        <T k="address" />: <output data-testid="address">{address}</output>
      </p>
      <p style={{ fontSize: 12 }}>
        <output data-testid="posted">{posted}</output>
      </p>
      <p style={{ fontSize: 12 }}>
        {JSON.stringify(popupSize('addressSearch'))} · {centredFeatures(popupSize('addressSearch'), screen)}
      </p>
      <div id="fake-popups" />
    </div>
  );
}

const meta = {
  title: 'Overlays/WindowPopup',
  component: AddressDemo,
  parameters: windowPopupDocs,
} satisfies Meta<typeof AddressDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddressSearch: Story = {
  name: 'Address search with a fake popup page',
  play: async ({ canvas, step }) => {
    await step('a message from a foreign origin is ignored', async () => {
      await userEvent.click(canvas.getByRole('button'));
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { confmKey: 'FORGED', streetAddressByJuso: '가짜 주소' },
        }),
      );
    });
    await step('the fake service answers by window message and the result is read', async () => {
      await waitFor(() =>
        expect(canvas.getByTestId('address')).toHaveTextContent('04524 서울특별시 중구 세종대로 110 (U01TX0FVVEgy)'),
      );
      await expect(canvas.getByTestId('address')).not.toHaveTextContent('FORGED');
      await expect(canvas.getByTestId('posted')).toHaveTextContent(
        'POST https://business.juso.go.kr/addrlink/addrLinkUrl.do → mro_addressSearch_#: confmKey=DEVKEY&resultType=4',
      );
    });
  },
};

/**
 * The print window fed by a form (decision 0060): `openPopupThen` opens the window within the
 * click, saying it prepares the document, and posts the form once the (slow) token is in; a
 * refused token closes the window again. A frame stands for the window; the form goes to the
 * detached document of `fakeWindow`.
 */
function PrintByFormDemo() {
  const [posted, setPosted] = useState('');
  const [features, setFeatures] = useState('');
  const [outcome, setOutcome] = useState('');
  const print = (token: string | null) => {
    setPosted('');
    setOutcome('');
    const win = fakeWindow((form) =>
      setPosted(
        `${form.method.toUpperCase()} ${form.getAttribute('action')} → ${form.target.replace(/\d+$/, '#')}: ` +
          [...form.elements].map((e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`).join('&'),
      ),
    );
    const recording = new Proxy(win, {
      get(target, key) {
        if (key === 'open')
          return (_url: string, name: string, f: string) => {
            setFeatures(f.split(',').slice(0, 2).join(','));
            const frame = document.createElement('iframe');
            frame.name = name;
            frame.title = 'print window';
            frame.style.cssText = 'width:450px;height:80px;border:1px solid #9aa3b0';
            document.getElementById('fake-popups')?.replaceChildren(frame);
            const doc = frame.contentDocument!;
            return {
              document: doc,
              get closed() {
                return !frame.isConnected;
              },
              close: () => frame.remove(),
            };
          };
        return Reflect.get(target, key) as unknown;
      },
    });
    // The token answers after 600 ms (or is refused): the window is open meanwhile.
    const slowToken = () =>
      new Promise<FormTarget | null>((resolve) =>
        setTimeout(
          () => resolve(token ? { url: '/imk/api/anonymous/report/view', fields: { token, print: 'Y' } } : null),
          600,
        ),
      );
    void openPopupThen('print', slowToken, {
      win: recording,
      placeholder: { text: '문서를 준비하고 있습니다…', lang: 'ko' },
    }).then((r) => setOutcome(r.cancelled ? 'cancelled' : 'posted'));
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={() => print('T0KEN')}>
        <T k="printByForm" />
      </Button>
      <Button variant="secondary" onClick={() => print(null)}>
        <T k="printRefused" />
      </Button>
      <p style={{ fontSize: 12 }}>
        <output data-testid="features">{features}</output> · <output data-testid="outcome">{outcome}</output>
      </p>
      <p style={{ fontSize: 12 }}>
        <output data-testid="posted">{posted}</output>
      </p>
      <div id="fake-popups" />
    </div>
  );
}

export const PrintByForm: Story = {
  name: 'Print window opened within the click, fed by a form',
  render: () => <PrintByFormDemo />,
  play: async ({ canvas, canvasElement, step }) => {
    const frame = () => canvasElement.querySelector<HTMLIFrameElement>('#fake-popups iframe');
    await step('the 900 × 680 window is open at once and says it prepares the document', async () => {
      await userEvent.click(canvas.getAllByRole('button')[0]!);
      await expect(canvas.getByTestId('features')).toHaveTextContent('width=900,height=680');
      await expect(frame()?.contentDocument?.body).toHaveTextContent('문서를 준비하고 있습니다…');
      await expect(canvas.getByTestId('posted')).toHaveTextContent(/^$/);
    });
    await step('when the token is in, the form with it and print=Y is posted into that window', async () => {
      await waitFor(() =>
        expect(canvas.getByTestId('posted')).toHaveTextContent(
          'POST /imk/api/anonymous/report/view → mro_print_#: token=T0KEN&print=Y',
        ),
      );
      await expect(canvas.getByTestId('outcome')).toHaveTextContent('posted');
    });
    await step('a refused token closes the window again and posts nothing', async () => {
      await userEvent.click(canvas.getAllByRole('button')[1]!);
      await expect(frame()).not.toBeNull();
      await waitFor(() => expect(canvas.getByTestId('outcome')).toHaveTextContent('cancelled'));
      await expect(frame()).toBeNull();
      await expect(canvas.getByTestId('posted')).toHaveTextContent(/^$/);
    });
  },
};

function BlockedDemo() {
  const open = usePopup();
  return (
    <div style={{ padding: 16, minHeight: 260 }}>
      <Button
        onClick={() => {
          const realOpen = window.open;
          window.open = () => null;
          try {
            open('chat', { url: 'https://chat.example.com/channel' });
          } finally {
            window.open = realOpen;
          }
        }}
      >
        <T k="openModal" />
      </Button>
    </div>
  );
}

export const Blocked: Story = {
  name: 'Popup blocked by the browser',
  render: () => <BlockedDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const alert = await within(document.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(/팝업 창을 차단했습니다|blocked the popup/);
    await userEvent.click(within(alert).getByRole('button'));
  },
};
