/** The frame of one entry-site page inside the entry frame: its title (the page's h1), a lead and the content. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  max-width: 640px;
  margin: 0 auto;
  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export function EntryPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Page aria-labelledby="entry-page-title">
      <h1 id="entry-page-title">{title}</h1>
      {lead && <p>{lead}</p>}
      {children}
    </Page>
  );
}
