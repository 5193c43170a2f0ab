import styled from 'styled-components';
import { weakensScale, type CohortReportResponse, type ItemStatistics } from 'shared-api';
import { Card, Table, TableScroll, theme, useT } from 'shared-ui';
import { AreaTitle, Note, SectionTitle } from './styles';
import { useStatistic } from './useStatistic';
import { WAVE_LABELS, WAVES } from './waves';

const isWeak = (item: ItemStatistics) => weakensScale(item.item_rest_r);

/** Said in words, and marked, so the flag does not rest on colour. */
const Weak = styled.span`
  display: block;
  color: ${theme.color.danger};
  font-weight: ${theme.font.weight.medium};
`;

/** Per area and wave, Cronbach's alpha and each item's item-rest r and alpha if deleted; the items that weaken the scale flagged. */
export function ReliabilitySection({ report }: { report: CohortReportResponse }) {
  const t = useT();
  const { stat } = useStatistic();
  const { areas, min_group_size: min } = report;
  const small = areas.some((area) => WAVES.some((wave) => area[wave].n < min));
  return (
    <Card>
      <SectionTitle>{t('report.section.reliability')}</SectionTitle>
      {areas.map((area) => (
        <section key={area.area}>
          <AreaTitle>{area.name}</AreaTitle>
          <TableScroll tabIndex={0} role="region" aria-label={`${t('report.section.reliability')}: ${area.name}`}>
            <Table>
              <caption>{`${t('report.section.reliability')}: ${area.name}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.col.wave')}</th>
                  <th scope="col" className="number">{t('report.col.alpha')}</th>
                  <th scope="col">{t('report.col.item')}</th>
                  <th scope="col" className="number">{t('report.col.itemRest')}</th>
                  <th scope="col" className="number">{t('report.col.alphaIfDeleted')}</th>
                </tr>
              </thead>
              {WAVES.map((wave) => {
                const { alpha, items } = area[wave];
                return (
                  <tbody key={wave}>
                    {items.map((item, i) => (
                      <tr key={item.id} data-weak={isWeak(item) || undefined}>
                        {i === 0 && (
                          <>
                            <th scope="rowgroup" rowSpan={items.length}>
                              {t(WAVE_LABELS[wave])}
                            </th>
                            <td className="number" rowSpan={items.length}>
                              {stat(alpha, 'effect')}
                            </td>
                          </>
                        )}
                        <td>{item.id}</td>
                        <td className="number">
                          {stat(item.item_rest_r, 'effect')}
                          {isWeak(item) && <Weak>{t('report.weakItem')}</Weak>}
                        </td>
                        <td className="number">{stat(item.alpha_if_deleted, 'effect')}</td>
                      </tr>
                    ))}
                  </tbody>
                );
              })}
            </Table>
          </TableScroll>
        </section>
      ))}
      {small && <Note>{t('report.smallGroup', { min })}</Note>}
    </Card>
  );
}
