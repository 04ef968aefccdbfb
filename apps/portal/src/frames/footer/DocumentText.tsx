/**
 * The text of one of the site's documents (terms, privacy, security certification; ours, in the
 * portal's catalogue): a lead, then sections, each a heading and paragraphs. Shown in the footer's
 * popups and in the registration's consent step.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
  & h2,
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & p {
    margin: 0;
  }
`;

export type FooterDocument = 'terms' | 'privacy' | 'security';

interface Section {
  heading: string;
  body: string[];
}

export function DocumentText({ doc, headingLevel = 3 }: { doc: FooterDocument; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const sections = t(`footer.${doc}.sections`, { returnObjects: true }) as Section[];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Body>
      <p>{t(`footer.${doc}.lead`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading>{section.heading}</Heading>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Body>
  );
}
