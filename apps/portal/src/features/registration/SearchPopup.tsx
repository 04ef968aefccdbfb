/**
 * The registration forms' search popups (spec 001 §2 "company, department, manufacturer … search
 * popups", layouts not shown): a search text (Enter searches, never while a Korean syllable is
 * being composed), the matches as a list of choices, "no results" (PICMCM0024) when none match.
 * The caller loads (`search`) and decides what a pick means (`onPick`); a pick may be refused by
 * returning false (the popup stays open). With `searchOnOpen` the list shows at once (the
 * departments of a chosen company).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Modal, TextField, translateMessage, useMessageBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

const Search = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space['2']};
  align-items: end;
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  max-height: 18rem;
  margin: ${({ theme }) => theme.space['3']} 0 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  & button {
    justify-content: flex-start;
    width: 100%;
    text-align: start;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  margin-top: ${({ theme }) => theme.space['3']};
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space['3']} 0 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface Choice {
  key: string;
  label: string;
  /** A second line (an English name, a note why it cannot be chosen). */
  note?: string | undefined;
}

export interface SearchPopupProps<C extends Choice> {
  title: string;
  label: string;
  /** Shortest text worth a search (PICMCM0037 below it). */
  minLength?: number;
  searchOnOpen?: boolean;
  search: (text: string) => Promise<C[] | null>;
  onPick: (choice: C) => boolean | void | Promise<boolean | void>;
  onClose: () => void;
  /** Under the results: another way out (ask for a manufacturer that is not listed). */
  footer?: ReactNode;
}

export function SearchPopup<C extends Choice>({
  title,
  label,
  minLength = 0,
  searchOnOpen = false,
  search,
  onPick,
  onClose,
  footer,
}: SearchPopupProps<C>) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const [text, setText] = useState('');
  const [results, setResults] = useState<C[] | null>(null);
  const started = useRef(false);

  const run = async (value = text) => {
    const query = value.trim();
    if (query.length < minLength) return void box.alert('PICMCM0037', { params: { min: minLength } });
    const rows = await search(query);
    if (rows) setResults(rows);
  };

  useEffect(() => {
    if (!searchOnOpen || started.current) return;
    started.current = true;
    void run('');
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size="medium">
      <Search>
        <Field label={label}>
          <TextField value={text} onValueChange={setText} onEnter={() => void run()} maxLength={100} />
        </Field>
        <Button onClick={() => run()}>{t('regist.search')}</Button>
      </Search>
      {results && results.length === 0 && <Empty role="status">{translateMessage(i18n, 'PICMCM0024')}</Empty>}
      {results && results.length > 0 && (
        <Results aria-label={t('regist.results', { count: results.length })}>
          {results.map((choice) => (
            <li key={choice.key}>
              <Button
                variant="ghost"
                onClick={async () => {
                  if ((await onPick(choice)) !== false) onClose();
                }}
              >
                {choice.label}
                {choice.note ? ` · ${choice.note}` : ''}
              </Button>
            </li>
          ))}
        </Results>
      )}
      {footer && <Footer>{footer}</Footer>}
    </Modal>
  );
}
