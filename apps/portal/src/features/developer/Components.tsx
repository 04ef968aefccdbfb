/**
 * The developer system's one screen, "Components" (/dev/components; decision 0036): what an
 * integrating developer needs. The component catalogue (the built Storybook the API server serves
 * to a DEV session) with a link per component from its index, and the API reference (the OpenAPI
 * document at GET /imk/api/openapi.json) with its operations listed. Either may be missing (the
 * catalogue not built, the document not yet published): the screen says so and what to do.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { CATALOGUE_BASE, OPENAPI_URL, apiOperations, catalogueEntries } from './devReference';
import { useCatalogueIndex, useOpenApiDocument } from './queries';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & ul {
    columns: 16rem;
    margin: ${({ theme }) => theme.space['3']} 0 0;
    padding-left: ${({ theme }) => theme.space['4']};
  }
  & table {
    width: 100%;
    margin-top: ${({ theme }) => theme.space['3']};
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['2']};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    overflow-wrap: anywhere;
  }
  & code {
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`;

export default function Components() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const catalogue = useCatalogueIndex();
  const openapi = useOpenApiDocument();
  const components = catalogueEntries(catalogue.data);
  const operations = apiOperations(openapi.data);
  return (
    <>
      <Box aria-labelledby="dev-catalogue" data-dev-catalogue>
        <h2 id="dev-catalogue">{t('dev.catalogue')}</h2>
        <p>{t('dev.catalogueLead')}</p>
        {catalogue.isPending ? (
          <p>{t('dev.loading')}</p>
        ) : components.length > 0 ? (
          <>
            <a href={CATALOGUE_BASE} target="_blank" rel="noopener">
              {t('dev.catalogueOpen', { count: components.length })}
            </a>
            <ul>
              {components.map((c) => (
                <li key={c.title}>
                  <a href={c.href} target="_blank" rel="noopener">
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p role="status">{t('dev.catalogueMissing')}</p>
        )}
      </Box>
      <Box aria-labelledby="dev-api" data-dev-api>
        <h2 id="dev-api">{t('dev.api')}</h2>
        <p>{t('dev.apiLead')}</p>
        {openapi.isPending ? (
          <p>{t('dev.loading')}</p>
        ) : operations.length > 0 ? (
          <>
            <a href={OPENAPI_URL} target="_blank" rel="noopener">
              {t('dev.apiOpen')}
            </a>
            <table aria-labelledby="dev-api">
              <thead>
                <tr>
                  <th scope="col">{t('dev.method')}</th>
                  <th scope="col">{t('dev.path')}</th>
                  <th scope="col">{t('dev.summary')}</th>
                </tr>
              </thead>
              <tbody>
                {operations.map((o) => (
                  <tr key={`${o.method} ${o.path}`}>
                    <td>
                      <code>{o.method}</code>
                    </td>
                    <td>
                      <code>{o.path}</code>
                    </td>
                    <td>{o.summary ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p role="status">{t('dev.apiMissing')}</p>
        )}
      </Box>
    </>
  );
}
