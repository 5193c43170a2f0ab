import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { isEmailDomain, normalizeEmailDomain, sameEmailDomain, TEAM_LIMITS, TEAM_VALIDATION } from 'shared-api';
import { Input, theme, useMessage, useT } from 'shared-ui';
import { ErrorText } from './styles';

/** SPEC.md section 9: the tag delimiters are the keys with codes 13 (Return) and 188 (comma). */
const DELIMITER_KEY_CODES = [13, 188];

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.blue.bg};
  border: 1px solid ${theme.color.blue.border};
  color: ${theme.color.blue.text};
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.1rem;
    line-height: 1;
    width: 28px;
    height: 28px;
    border-radius: ${theme.radius.pill};
    cursor: pointer;
    &:hover { background: ${theme.color.blue.border}; }
  }
`;

const Label = styled.label`
  display: block;
  font-weight: ${theme.font.weight.medium};
  margin-bottom: ${theme.space(1)};
`;

const Hint = styled.span`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
  margin-top: ${theme.space(1)};
`;

export interface EmailDomainsInputProps {
  value: string[];
  onChange: (domains: string[]) => void;
  /** A message (key) from the form's validation. */
  error?: string;
  /** The field's label, where it is not the team's own domains (those single sign-on covers). */
  label?: string;
}

/**
 * The team's email domains as tags: Enter or a comma adds what was typed (several at once when
 * pasted with commas), Backspace in the empty field or a tag's × removes one.
 */
export function EmailDomainsInput({ value, onChange, error, label }: EmailDomainsInputProps) {
  const t = useT();
  const message = useMessage();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? (error ? message(error) : undefined);

  /** Adds each comma-separated part; what is not a domain stays in the field, explained. */
  const commit = (raw: string) => {
    const parts = raw.split(',').map(normalizeEmailDomain).filter(Boolean);
    const next = [...value];
    const rejected: string[] = [];
    let why: string | undefined;
    for (const part of parts) {
      if (next.some((d) => sameEmailDomain(d, part))) continue;
      if (!isEmailDomain(part)) {
        rejected.push(part);
        why = message(TEAM_VALIDATION.emailDomain);
      } else if (next.length >= TEAM_LIMITS.emailDomains) {
        rejected.push(part);
        why = message(TEAM_VALIDATION.emailDomainsTooMany);
      } else next.push(part);
    }
    if (next.length !== value.length) onChange(next);
    setText(rejected.join(', '));
    setProblem(why);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (DELIMITER_KEY_CODES.includes(event.keyCode) || event.key === 'Enter' || event.key === ',') {
      // Enter must not submit the team form; the comma is a delimiter, not part of a domain.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{label ?? t('team.domains.label')}</Label>
      <Box>
        {value.length > 0 && (
          <Tags aria-label={t('team.domains.list')}>
            {value.map((domain) => (
              <Tag key={domain}>
                {domain}
                <button type="button" aria-label={t('team.domains.remove', { domain })} onClick={() => onChange(value.filter((d) => d !== domain))}>
                  ×
                </button>
              </Tag>
            ))}
          </Tags>
        )}
        <Input
          id={id}
          value={text}
          placeholder={t('team.domains.placeholder')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setProblem(undefined);
            // A pasted list arrives in one change.
            if (e.target.value.includes(',')) commit(e.target.value);
            else setText(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
        />
      </Box>
      <Hint id={`${id}-hint`}>{t('team.domains.hint')}</Hint>
      {shown && <ErrorText id={`${id}-error`}>{shown}</ErrorText>}
    </div>
  );
}
