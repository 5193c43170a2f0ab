// Before shared-api (which shared-ui's theme brings): it installs the fake fetch the API slice is built on.
import 'shared-ui/testing';
import { changeFigure, scoresFigure } from './charts';
import { area, change, smallChange, smallWave, wave } from './testData';

const NAMES = { assessment: 'Before', reassessment: 'After' };

describe('scoresFigure', () => {
  it("draws each wave's boxes from the server's quartiles, whiskers at the lowest and highest score", () => {
    const figure = scoresFigure([area('a', 'Ideas'), area('b', 'Tests', { assessment: wave({ q1: 30, min: 5 }) })], NAMES, 'Score');
    expect(figure?.data).toHaveLength(2);
    expect(figure?.data[0]).toMatchObject({ type: 'box', name: 'Before', x: ['Ideas', 'Tests'], q1: [47.5, 30], median: [56, 56], q3: [64.25, 64.25], lowerfence: [20, 5], upperfence: [90, 90], mean: [55.24, 55.24] });
    expect(figure?.layout).toMatchObject({ boxmode: 'group', yaxis: { title: { text: 'Score' }, range: [0, 100] } });
  });

  it('leaves out the boxes of groups under the minimum size, and draws nothing when none is left', () => {
    const figure = scoresFigure([area('a', 'Ideas', { reassessment: smallWave(3) })], NAMES, 'Score');
    expect(figure?.data.map((trace) => trace.name)).toEqual(['Before']);
    expect(scoresFigure([area('a', 'Ideas', { assessment: smallWave(2), reassessment: smallWave(3) })], NAMES, 'Score')).toBeNull();
  });
});

describe('changeFigure', () => {
  it('marks each mean change with its 95% interval as error bars around it, and a line at no change', () => {
    const figure = changeFigure([area('a', 'Ideas'), area('b', 'Tests', { change: change({ mean: -1, ci_low: -4, ci_high: 0.5 }) })], 'Mean change');
    const [trace] = figure?.data ?? [];
    expect(trace).toMatchObject({ type: 'scatter', x: [4.25, -1], y: ['Ideas', 'Tests'] });
    const bars = trace.error_x as { array: number[]; arrayminus: number[] };
    expect(bars.array.map((d) => d.toFixed(2))).toEqual(['3.12', '1.50']);
    expect(bars.arrayminus.map((d) => d.toFixed(2))).toEqual(['3.12', '3.00']);
    expect(figure?.layout.shapes).toEqual([expect.objectContaining({ type: 'line', x0: 0, x1: 0 })]);
  });

  it('leaves out the areas whose change is withheld', () => {
    expect(changeFigure([area('a', 'Ideas', { change: smallChange(4) })], 'Mean change')).toBeNull();
  });
});
