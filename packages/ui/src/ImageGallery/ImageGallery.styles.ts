import styled from 'styled-components';

export const Stage = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const Main = styled.button`
  all: unset;
  display: block;
  width: 100%;
  height: 100%;
  cursor: zoom-in;
  &[aria-expanded='true'] {
    cursor: zoom-out;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    transition: transform 120ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    & img {
      transition: none;
    }
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: -3px;
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  margin: ${({ theme }) => theme.space['2']} 0 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  all: unset;
  display: block;
  cursor: pointer;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  & img {
    display: block;
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary.bg};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.control['focus-width']} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: 2px;
  }
`;
