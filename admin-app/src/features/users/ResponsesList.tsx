import styled from 'styled-components';
import type { StoredResponse } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts/lazy';
import { Muted, theme, useT } from 'shared-ui';

/** SPEC.md section 2, "User detail": the words of the 1-5 scales. */
const AGREE: DictionaryKey[] = ['scale.agree.1', 'scale.agree.2', 'scale.agree.3', 'scale.agree.4', 'scale.agree.5'];
const HOW_OFTEN: DictionaryKey[] = ['scale.often.1', 'scale.often.2', 'scale.often.3', 'scale.often.4', 'scale.often.5'];

const Item = styled.section`
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space(4)} 0;
  h4 { margin: 0 0 ${theme.space(2)}; font-size: ${theme.font.size.md}; }
  ul, dl { margin: 0; padding-left: ${theme.space(5)}; }
  li + li { margin-top: ${theme.space(1)}; }
  dt { font-weight: ${theme.font.weight.medium}; }
  dd { margin: 0 0 ${theme.space(2)}; }
`;

const valueAt = (value: StoredResponse['value'], index: number) => (Array.isArray(value) ? undefined : value[String(index)]);

function Answer({ response }: { response: StoredResponse }) {
  const t = useT();
  const { question, value } = response;
  const rated = (label: (rating: number) => string | undefined) => (
    <ul>
      {question.statements.map((statement, i) => {
        const rating = valueAt(value, i);
        const word = typeof rating === 'number' ? label(rating) : undefined;
        return (
          <li key={i}>
            {statement}: <strong>{typeof rating === 'number' ? `${rating} ${word ?? ''}`.trim() : t('userAdmin.noAnswer')}</strong>
          </li>
        );
      })}
    </ul>
  );
  switch (question.type) {
    case 'agree1to7':
      return rated((r) => (AGREE[r - 1] ? t(AGREE[r - 1]) : undefined));
    case 'howoften':
      return rated((r) => (HOW_OFTEN[r - 1] ? t(HOW_OFTEN[r - 1]) : undefined));
    case 'sevenpoint':
      return rated((r) => response.scale?.[r - 1]);
    case 'freeform': {
      const ideas = Array.isArray(value) ? value : [];
      return ideas.length ? <ul>{ideas.map((idea, i) => <li key={i}>{idea}</li>)}</ul> : <Muted>{t('userAdmin.noIdeas')}</Muted>;
    }
    case 'demographics':
    case 'posttest':
      return (
        <dl>
          {question.statements.map((label, i) => (
            <div key={i}>
              <dt>{label}</dt>
              <dd>{String(valueAt(value, i) ?? t('userAdmin.noAnswer'))}</dd>
            </div>
          ))}
        </dl>
      );
    default:
      return <p>{t('userAdmin.unknownType', { type: question.type })}</p>;
  }
}

/** The user's stored answers (SPEC.md section 3, "Stored response"), the assessment then the reassessment. */
export function ResponsesList({ responses }: { responses: StoredResponse[] }) {
  const t = useT();
  if (!responses.length) return <Muted>{t('userAdmin.noResponses')}</Muted>;
  return (
    <>
      {(['assessment', 'reassessment'] as const).map((kind) => {
        const ofKind = responses.filter((r) => r.kind === kind);
        if (!ofKind.length) return null;
        const title = kind === 'assessment' ? t('userAdmin.kind.assessment') : t('userAdmin.kind.reassessment');
        return (
          <section key={kind} aria-label={title}>
            <h3>{title}</h3>
            {ofKind.map((response, i) => (
              <Item key={i}>
                <h4>{response.question.prompt}</h4>
                <Answer response={response} />
              </Item>
            ))}
          </section>
        );
      })}
    </>
  );
}
