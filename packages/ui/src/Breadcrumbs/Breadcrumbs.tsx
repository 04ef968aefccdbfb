import type { HTMLAttributes, Ref } from 'react';
import { isPlainClick } from '../hooks/plainClick';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  href?: string | null;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  items: readonly Crumb[];
  /** The trail's accessible name. */
  label: string;
  onNavigate?: (href: string) => void;
  ref?: Ref<HTMLElement>;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  & > li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space['1']};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & [aria-current='page'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/**
 * Where a screen sits in the menu (spec 000 §2: "title with breadcrumbs from the menu list"): the
 * groups above it, then the screen itself, marked current. Crumbs with a link are links.
 */
export function Breadcrumbs({ items, label, onNavigate, ref, ...rest }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} ref={ref} {...rest}>
      <List>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          if (last) {
            return (
              <li key={`${i}-${item.label}`}>
                <span aria-current="page">{item.label}</span>
              </li>
            );
          }
          return (
            <li key={`${i}-${item.label}`}>
              {item.href ? (
                <a
                  href={item.href}
                  onClick={(e) => {
                    if (!onNavigate || !isPlainClick(e)) return;
                    e.preventDefault();
                    onNavigate(item.href!);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                item.label
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
