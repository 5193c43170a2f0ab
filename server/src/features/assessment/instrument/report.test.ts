import { loadInstrument } from './content';
import { buildReport } from './report';
import type { ScoreResult } from './scoring';

const instrument = loadInstrument('v1');

const scores: ScoreResult = {
  version: 'v1',
  scores: {
    innovation_process: 83.3, concept_generation: 77.8, flexibility_adaptation: 70, managing_uncertainty: 66.7,
    adapting_leadership: 50, advocacy: 90, inquiring: 60, dialoging: 80,
  },
  strongest: 'advocacy',
  growth: ['adapting_leadership', 'inquiring', 'managing_uncertainty'],
};

const RECS_KEYS = [
  'STRONGESTAREA', 'STRONGESTAREADESCRIPTION', 'RECOMMENDATIONS',
  'GROWTHAREA1', 'GROWTHAREA2', 'GROWTHAREA3',
  'GROWTHAREADESCRIPTION1', 'GROWTHAREADESCRIPTION2', 'GROWTHAREADESCRIPTION3',
  'GROWTHAREATEXT11', 'GROWTHAREATEXT12', 'GROWTHAREATEXT13',
  'GROWTHAREATEXT21', 'GROWTHAREATEXT22', 'GROWTHAREATEXT23',
  'GROWTHAREATEXT31', 'GROWTHAREATEXT32', 'GROWTHAREATEXT33',
].sort();

describe('instrument report', () => {
  it('draws one closed radar trace of the eight areas on a 0-100 axis', () => {
    const report = buildReport({ scores, language: 'ENG', name: 'Ana Lima', instrument });
    expect(report.name).toBe('Ana Lima');
    expect(report.plotData).toHaveLength(1);
    const [trace] = report.plotData;
    expect(trace).toMatchObject({ type: 'scatterpolar', fill: 'toself' });
    expect(trace.theta).toEqual([
      'Innovation Process', 'Concept Generation', 'Flexibility and Adaptation', 'Managing Uncertainty',
      'Adapting Leadership Style', 'Advocacy', 'Inquiring', 'Dialoging', 'Innovation Process',
    ]);
    expect(trace.r).toEqual([83.3, 77.8, 70, 66.7, 50, 90, 60, 80, 83.3]);
    expect(report.plotLayout).toMatchObject({
      title: { text: 'Your innovation profile' },
      polar: { radialaxis: { visible: true, range: [0, 100] } },
    });
    expect(report.showComparison).toBe(false);
    expect(report.comparisonPlotData).toEqual([]);
    expect(report.comparisonPlotLayout).toEqual({});
  });

  it('fills every recsDict key in English', () => {
    const { recsDict } = buildReport({ scores, language: 'ENG', name: 'A', instrument });
    expect(Object.keys(recsDict).sort()).toEqual(RECS_KEYS);
    expect(recsDict.STRONGESTAREA).toBe('Advocacy');
    expect(recsDict.GROWTHAREA1).toBe('Adapting Leadership Style');
    expect(recsDict.GROWTHAREA2).toBe('Inquiring');
    expect(recsDict.GROWTHAREA3).toBe('Managing Uncertainty');
    expect(recsDict.GROWTHAREATEXT21).toMatch(/^In your next problem discussion, ask 'why'/);
    expect(recsDict.GROWTHAREATEXT33).toMatch(/^After a setback/);
    // three growth areas with three recommendations each, in growth order
    expect(recsDict.RECOMMENDATIONS).toHaveLength(9);
    expect(recsDict.RECOMMENDATIONS[0]).toMatch(/^Ask two or three team members/);
  });

  it('localizes names, texts and chart labels in Korean', () => {
    const report = buildReport({ scores, language: 'KOR', name: '김민지', instrument });
    const { recsDict } = report;
    expect(Object.keys(recsDict).sort()).toEqual(RECS_KEYS);
    expect(recsDict.STRONGESTAREA).toBe('아이디어 옹호');
    expect(recsDict.GROWTHAREA1).toBe('리더십 스타일 조정');
    const leadership = instrument.areas.find((a) => a.id === 'adapting_leadership')!;
    expect([recsDict.GROWTHAREATEXT11, recsDict.GROWTHAREATEXT12, recsDict.GROWTHAREATEXT13]).toEqual(leadership.growth.map((g) => g.KOR));
    expect(recsDict.STRONGESTAREADESCRIPTION).toMatch(/^아이디어 옹호는/);
    expect(report.plotData[0].theta[0]).toBe('혁신 프로세스');
    expect(report.plotLayout.title.text).toBe('나의 혁신 역량 프로필');
  });

  it('adds a before/after chart when a reassessment is given', () => {
    const after: ScoreResult = { ...scores, scores: { ...scores.scores, adapting_leadership: 75, inquiring: null } };
    const report = buildReport({ scores, language: 'SPA', name: 'A', instrument, comparison: after });
    expect(report.showComparison).toBe(true);
    expect(report.comparisonPlotData.map((t) => t.name)).toEqual(['Evaluación inicial', 'Reevaluación']);
    expect(report.comparisonPlotData[1].r).toEqual([83.3, 77.8, 70, 66.7, 75, 90, null, 80, 83.3]);
    expect(report.comparisonPlotLayout).toMatchObject({ title: { text: 'Antes y después' }, showlegend: true });
  });

  it('shows no comparison for a reassessment with no answers', () => {
    const empty: ScoreResult = { version: 'v1', scores: Object.fromEntries(instrument.areas.map((a) => [a.id, null])), strongest: null, growth: [] };
    expect(buildReport({ scores, language: 'ENG', name: 'A', instrument, comparison: empty }).showComparison).toBe(false);
  });

  it('leaves the slots of missing growth areas empty rather than dropping keys', () => {
    const partial: ScoreResult = { ...scores, growth: ['inquiring'] };
    const { recsDict } = buildReport({ scores: partial, language: 'BRPT', name: 'A', instrument });
    expect(Object.keys(recsDict).sort()).toEqual(RECS_KEYS);
    expect(recsDict.GROWTHAREA1).toBe('Questionamento');
    expect(recsDict.GROWTHAREA2).toBe('');
    expect(recsDict.GROWTHAREATEXT32).toBe('');
    expect(recsDict.RECOMMENDATIONS).toHaveLength(3);
  });
});
