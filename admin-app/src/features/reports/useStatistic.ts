import { useCallback } from 'react';
import { formatStatistic, NO_STATISTIC, type ChangeStatistics, type StatisticKind } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { useLanguage, useT } from 'shared-ui';

/** formatStatistic in the screen's language, and a change's 95% interval ("-1.2 to +3.4"). */
export function useStatistic() {
  const t = useT();
  const { language } = useLanguage();
  const locale = LOCALES[language];
  const stat = useCallback((value: number | null, kind: StatisticKind) => formatStatistic(value, kind, locale), [locale]);
  const interval = useCallback(
    ({ ci_low: low, ci_high: high }: ChangeStatistics) =>
      low === null || high === null ? NO_STATISTIC : t('report.interval', { low: stat(low, 'change'), high: stat(high, 'change') }),
    [t, stat],
  );
  return { stat, interval };
}
