import styled from 'styled-components';
import { Form, Grid, ItemCell } from '../FormBox/FormBox.styles';

/** Below this width of the search box the conditions stand in one column (a phone: 375 px). */
export const SEARCH_ONE_COLUMN_PX = 560;

/** The search form measures its own width: the conditions follow the box, not the window. */
export const SearchForm = styled(Form)`
  container-type: inline-size;
`;

/** The conditions' grid: its columns, or one column in a narrow box (spans then take one). */
export const SearchGrid = styled(Grid)`
  @container (max-width: ${SEARCH_ONE_COLUMN_PX}px) {
    grid-template-columns: minmax(0, 1fr);
    & ${ItemCell} {
      grid-column: auto;
    }
  }
`;
