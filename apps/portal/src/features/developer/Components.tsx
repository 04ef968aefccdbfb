/**
 * The developer system's one screen, "Components" (/dev/components; decision 0036): what an
 * integrating developer needs. The component catalogue (the built Storybook the API server serves
 * to a DEV session) with a link per component from its index, and the API reference (the OpenAPI
 * document at GET /imk/api/openapi.json) with its operations listed. Either may be missing (the
 * catalogue not built, the document not yet published): the screen says so and what to do.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { SectionBox } from '../../shared/list.styles';
import { CATALOGUE_BASE, OPENAPI_URL, apiOperations, catalogueEntries, type ApiOperation } from './devReference';
import { useCatalogueIndex, useOpenApiDocument } from './queries';

const Box = styled(SectionBox)`
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
  & ul {
    columns: 16rem;
    margin: ${({ theme }) => theme.space['3']} 0 0;
    padding-left: ${({ theme }) => theme.space['4']};
  }
  & code {
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`;

/** The operations' table (@mro/ui Table), a little below the link to the document; long paths wrap. */
const DevTable = styled(Table)`
  margin-top: ${({ theme }) => theme.space['3']};
  & td {
    overflow-wrap: anywhere;
  }
` as typeof Table;

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
            <DevTable<ApiOperation>
              caption={t('dev.api')}
              hideCaption
              rows={operations}
              rowKey={(o) => `${o.method} ${o.path}`}
              columns={[
                { key: 'method', header: t('dev.method'), render: (o) => <code>{o.method}</code> },
                { key: 'path', header: t('dev.path'), render: (o) => <code>{o.path}</code> },
                { key: 'summary', header: t('dev.summary'), render: (o) => o.summary ?? '' },
              ]}
            />
          </>
        ) : (
          <p role="status">{t('dev.apiMissing')}</p>
        )}
      </Box>
    </>
  );
}
