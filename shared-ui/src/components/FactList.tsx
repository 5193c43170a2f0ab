import { Fragment } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  dt { font-weight: ${theme.font.weight.medium}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** Terms and their values side by side (a class's when, where, price...). */
export function FactList({ facts }: { facts: [term: string, value: string][] }) {
  return (
    <List>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
