import { translate, type DictionaryKey, type TranslateVars } from '../texts';
import { AUDIT_FACTS, AUDIT_REF_KINDS, type AuditFact, type AuditRef, auditTexts } from './contract';
import type { Language } from '../common/types';

/** The audit log's parts as each reader sees them (issue 13): the same record, four languages. */
const reader = (language: Language) => ({
  language,
  t: (key: DictionaryKey, vars?: TranslateVars) => translate(language, key, vars),
  timeZone: 'UTC',
});

const refund = {
  target: [{ kind: 'user', id: 12, email: 'ana@acme.org' }, { kind: 'class', id: 5 }] as AuditRef[],
  facts: [{ fact: 'refunded', value: { minor: 19950, currency: 'usd' } }, { fact: 'leftClass' }] as AuditFact[],
};

describe('auditTexts', () => {
  it('writes a record in the reader language, amounts in their format', () => {
    expect(auditTexts(refund, reader('ENG'))).toEqual({ target: 'User 12 (ana@acme.org), Class 5', summary: 'Refunded: $199.50; Removed from the class' });
    expect(auditTexts(refund, reader('SPA')).target).toBe('Usuario 12 (ana@acme.org), Curso 5');
    expect(auditTexts(refund, reader('KOR')).summary).toMatch(/^환불 금액: US\$199\.50; 수업에서 제외$/);
    expect(auditTexts(refund, reader('BRPT')).summary).toMatch(/^Reembolsado: US\$\s199,50; Removido do curso$/);
  });

  it('says yes and no, lists, days, date-times, languages and big numbers as the reader does', () => {
    const record = {
      target: [{ kind: 'allCohorts' }, { kind: 'more', count: 1250 }] as AuditRef[],
      facts: [
        { fact: 'teamLeader', value: true },
        { fact: 'admin', value: false },
        { fact: 'emailDomains', value: [] },
        { fact: 'teamsLed', value: [3, 4] },
        { fact: 'certificateDate', value: { day: '2026-11-26' } },
        { fact: 'startsAt', value: { at: '2026-12-01T14:30:00Z' } },
        { fact: 'startsAt', value: null },
        { fact: 'language', value: { language: 'KOR' } },
      ] as AuditFact[],
    };
    expect(auditTexts(record, reader('ENG'))).toEqual({
      target: 'Every cohort, and 1,250 more',
      summary: 'Team leader: yes; Admin: no; Email domains: -; Teams led: 3, 4; Certificate date: Nov 26, 2026; Starts: Dec 1, 2026, 2:30 PM; Starts: -; Default language: 한국어',
    });
    const spanish = auditTexts(record, reader('SPA'));
    expect(spanish.target).toBe('Todas las cohortes, y 1250 más');
    expect(spanish.summary).toContain('Líder de equipo: sí; Administrador: no');
    expect(auditTexts(record, reader('KOR')).summary).toContain('수여일: 2026. 11. 26.');
    expect(auditTexts(record, reader('BRPT')).summary).toContain('Data do certificado: 26 de nov. de 2026');
  });

  it('shows a record written before its parts were kept apart as it was written', () => {
    const old = { target: [{ kind: 'text', text: 'user 12 ana@acme.org' }] as AuditRef[], facts: [{ fact: 'text', value: 'name: Ana' }] as AuditFact[] };
    for (const language of ['ENG', 'SPA', 'KOR', 'BRPT'] as const) {
      expect(auditTexts(old, reader(language))).toEqual({ target: 'user 12 ana@acme.org', summary: 'name: Ana' });
    }
  });

  it('leaves no mark unfilled in any language', () => {
    const everything = {
      // Every field a kind's text may name, on every kind.
      target: AUDIT_REF_KINDS.map((kind) => ({ kind, id: 1, name: 'Spring', email: 'a@b.org', to: 'c@d.org', value: 'spring', count: 2, text: 'x' })) as unknown as AuditRef[],
      facts: AUDIT_FACTS.map((fact) => ({ fact, value: 20 })),
    };
    for (const language of ['ENG', 'SPA', 'KOR', 'BRPT'] as const) {
      const { target, summary } = auditTexts(everything, reader(language));
      expect(`${target} ${summary}`).not.toMatch(/[{}]|audit\./);
    }
  });
});
