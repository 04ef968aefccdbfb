// The RichText's look: a post's body in the base font, paragraphs and lists spaced by the scale,
// links in the link colour, tables and images kept inside the column (a 375 px screen included).
import styled from 'styled-components';

export const RichTextRoot = styled.div`
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  overflow-wrap: anywhere;

  & p,
  & ul,
  & ol,
  & table {
    margin: 0 0 ${({ theme }) => theme.space['3']};
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & img,
  & table {
    max-width: 100%;
  }
  & img {
    height: auto;
  }
`;
