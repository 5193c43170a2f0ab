/** The part of plotly.js-dist-min that Chart uses (the package ships no types). */
declare module 'plotly.js-dist-min' {
  interface PlotlyStatic {
    react(root: HTMLElement, data: unknown[], layout: Record<string, unknown>, config: Record<string, unknown>): Promise<unknown>;
    purge(root: HTMLElement): void;
  }
  const Plotly: PlotlyStatic;
  export default Plotly;
}
