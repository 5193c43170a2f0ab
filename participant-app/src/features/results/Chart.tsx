import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-ui';

const Box = styled.div`
  width: 100%;
  min-height: 420px;
`;

/** A deep copy of the server's JSON (plain data, so a JSON round trip is exact). */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ChartProps {
  data: unknown[];
  layout: Record<string, unknown>;
  /** The chart's accessible name; the report's text says the same in words. */
  label: string;
}

/**
 * A Plotly chart drawn from the server's data and layout. plotly.js (about 1.4 MB gzipped) is
 * imported here, on demand, so it is its own chunk fetched only when a report is shown. Tests
 * replace this module (jsdom cannot draw SVG charts).
 */
export function Chart({ data, layout, label }: ChartProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let live = true;
    let plotly: (typeof import('plotly.js-dist-min'))['default'] | undefined;
    import('plotly.js-dist-min')
      .then(({ default: loaded }) => {
        if (!live) return;
        plotly = loaded;
        // Plotly writes into the data and layout it is given (defaults, uids), and RTK Query's
        // results are frozen: it gets copies, or it throws "object is not extensible".
        return loaded.react(el, copy(data), copy(layout), { displayModeBar: false, responsive: true });
      })
      .catch((error: unknown) => {
        console.error('Could not draw the chart', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      plotly?.purge(el);
    };
  }, [data, layout]);

  if (failed) return <p role="alert">{t('results.chartFailed')}</p>;
  return <Box ref={root} role="img" aria-label={label} />;
}
