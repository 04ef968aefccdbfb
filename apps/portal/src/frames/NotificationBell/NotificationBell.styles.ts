// The bell's look: the unread count's badge beside the icon (@mro/ui/icons' BellIcon).
import styled from 'styled-components';

export const Count = styled.span`
  margin-inline-start: ${({ theme }) => theme.space['1']};
  display: inline-flex;
`;
