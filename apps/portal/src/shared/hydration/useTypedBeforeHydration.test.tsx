import { act, useEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useCheckedBeforeHydration, useTypedBeforeHydration } from './useTypedBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A login form as Login.tsx keeps it: controlled fields whose state starts from storage. */
let seen = '';

function Form({ savedId = '' }: { savedId?: string }) {
  const [id, setId] = useState(savedId);
  const [save, setSave] = useState(false);
  const idField = useRef<HTMLInputElement | null>(null);
  const saveField = useRef<HTMLInputElement | null>(null);
  useTypedBeforeHydration(idField, setId);
  useCheckedBeforeHydration(saveField, setSave);
  useEffect(() => void (seen = `${id}|${save}`));
  return (
    <form>
      <input ref={idField} name="id" value={id} onChange={(e) => setId(e.target.value)} />
      <input ref={saveField} type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} />
    </form>
  );
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

function serverPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return {
    id: container.querySelector<HTMLInputElement>('[name="id"]')!,
    save: container.querySelector<HTMLInputElement>('[type="checkbox"]')!,
  };
}

describe('input typed into the server page before the hydration', () => {
  it('becomes the state, and stays through the next renders', async () => {
    const { id, save } = serverPage();
    id.value = 'buyer01'; // the visitor typed before the scripts ran
    save.checked = true;
    await act(async () => void hydrateRoot(container, <Form />));
    expect(seen).toBe('buyer01|true');
    expect(id.value).toBe('buyer01');
    expect(save.checked).toBe(true);
  });

  it("leaves the client's own first state where nothing was typed (a saved id)", async () => {
    serverPage();
    await act(async () => void hydrateRoot(container, <Form savedId="saved01" />));
    expect(seen).toBe('saved01|false');
    expect(container.querySelector<HTMLInputElement>('[name="id"]')!.value).toBe('saved01');
  });

  it('does nothing in a page the browser drew itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Form savedId="saved01" />));
    expect(seen).toBe('saved01|false');
  });
});
