import { useId } from 'react';
import styled from 'styled-components';
import { LANGUAGES } from 'shared-api';
import type { Language } from 'shared-api';
import { LOCALES } from 'shared-api/texts/lazy';
import { theme, useLanguage, useT } from 'shared-ui';

const Select = styled.select`
  font: inherit;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  min-height: 36px;
`;

const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Each language is named in itself, so a reader can find theirs whatever the page language is. */
export function LanguagePicker() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <>
      <VisuallyHidden htmlFor={id}>{t('lang.label')}</VisuallyHidden>
      <Select id={id} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LOCALES[code]}>
            {t(`lang.${code}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
