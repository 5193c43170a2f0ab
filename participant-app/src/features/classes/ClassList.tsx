import styled from 'styled-components';
import type { ClassFields } from 'shared-api';
import { theme, useT } from 'shared-ui';
import { ClassOption } from './ClassOption';
import type { ClassOptionProps } from './ClassOption';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  h2 { margin: 0 0 ${theme.space(2)}; font-size: ${theme.font.size.lg}; }
`;

/** The classes open to a team, or SPEC.md's message when none is taking students. */
export function ClassList({ classes, ...option }: { classes: ClassFields[] } & Omit<ClassOptionProps, 'cls'>) {
  const t = useT();
  if (classes.length === 0) return <p>{t('classes.choose.none')}</p>;
  return (
    <List>
      {classes.map((cls) => (
        <ClassOption key={cls.id} cls={cls} {...option} />
      ))}
    </List>
  );
}
