/** The report's two waves, in their order, and their names on screen. */
export const WAVES = ['assessment', 'reassessment'] as const;
export type Wave = (typeof WAVES)[number];

export const WAVE_LABELS = { assessment: 'report.wave.assessment', reassessment: 'report.wave.reassessment' } as const satisfies Record<Wave, string>;
