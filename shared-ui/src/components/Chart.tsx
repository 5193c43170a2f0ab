import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $height: number }>`
  width: 100%;
  min-height: ${(p) => p.$height}px;
`;

/** A deep copy of the chart's JSON (plain data, so a JSON round trip is exact). */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ChartProps {
  data: unknown[];
  layout: Record<string, unknown>;
  /** The chart's accessible name; a text or table beside it says the same in words. */
  label: string;
  /** What shows instead when Plotly cannot draw it. */
  failedText: string;
  /** The space kept for it while Plotly loads, in pixels. */
  height?: number;
}

/**
 * A Plotly chart, for the participant's results and the admin's cohort report. plotly.js (about
 * 1.4 MB gzipped) is imported here, on demand, so it is its own chunk fetched only when a chart
 * is shown. This module is imported as 'shared-ui/chart', apart from the barrel, so no first page
 * (the shell's part of shared-ui) carries it; for the same reason it reads no context of shared-ui
 * (the texts come as props). Tests replace it (jsdom cannot draw SVG charts).
 */
export function Chart({ data, layout, label, failedText, height = 420 }: ChartProps) {
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

  if (failed) return <p role="alert">{failedText}</p>;
  return <Box ref={root} $height={height} role="img" aria-label={label} />;
}
