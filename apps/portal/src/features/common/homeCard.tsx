/**
 * The parts every feature's home card draws (decision 0058): the card's figure, its short rows,
 * a card as wide as the home, a link that opens its screen in the frame's tab, and the card of
 * one figure (FigureCard: the title, the link, the figure once its call answered).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@mro/ui';
import { useScreen } from '../../frames/ScreenContext';
import { ScreenLink } from '../../frames/ScreenLink';

export const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
`;

export const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space['2']};
    align-items: center;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & small {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** A link's navigation inside the frame (a screen's tab). */
export function useHomeLink() {
  const { navigate } = useScreen();
  return (href: string) => void navigate(href);
}

/** A card of one figure: its title, a link into its screen, the figure once it came (a failure leaves it out). */
export function FigureCard({
  title,
  href,
  link,
  figure,
  children,
}: {
  title: string;
  href: string;
  link: string;
  figure?: string | null;
  children?: ReactNode;
}) {
  const go = useHomeLink();
  return (
    <Card
      title={title}
      extra={
        <ScreenLink href={href} onNavigate={go}>
          {link}
        </ScreenLink>
      }
    >
      {figure != null && <Figure data-home-figure>{figure}</Figure>}
      {children}
    </Card>
  );
}
