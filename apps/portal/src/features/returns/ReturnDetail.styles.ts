// The return request modal's layout: sections one under another, the request as a two-column
// list of terms (one column on a phone), the history as a plain list, the decisions at the end.
import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space['4']};
  &:first-child {
    margin-top: 0;
  }
  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space['2']};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 560px) {
    grid-template-columns: max-content 1fr;
  }
`;

export const History = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space['5']};
  & q {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** The new request's line search: a text and its button on one line. */
export const NewReturnSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  margin-bottom: ${({ theme }) => theme.space['3']};
  & > :first-child {
    flex: 1 1 12rem;
  }
`;

/** The replacement deliveries of an exchange: one line each. */
export const Replacements = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space['4']};
`;
