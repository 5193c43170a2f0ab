import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { classPagePath } from 'shared-api';
import type { ClassFields } from 'shared-api';
import { Button, Card, Muted, theme, useFormat, usePlural, useT } from 'shared-ui';

const Facts = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  span + span::before { content: ' · '; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

export interface ClassOptionProps {
  cls: ClassFields;
  /** Enroll: joins, or for a visitor goes to registration. */
  onEnroll: (cls: ClassFields) => void;
  busy?: boolean;
  /** Visitors cannot open a class page (it needs an account): no Details link for them. */
  withDetails?: boolean;
}

/** One class a participant may join: what, when, where, the price and the seats left. */
export function ClassOption({ cls, onEnroll, busy = false, withDetails = true }: ClassOptionProps) {
  const t = useT();
  const plural = usePlural();
  const format = useFormat();
  const full = cls.open_spots <= 0;
  return (
    <Card as="li" aria-label={cls.name}>
      <h2>{cls.name}</h2>
      {cls.short_description && <p>{cls.short_description}</p>}
      <Facts>
        {cls.time_description && <span>{cls.time_description}</span>}
        {cls.place_description && <span>{cls.place_description}</span>}
        {cls.starts_at && <span>{t('portal.classStarts', { date: format.dateTime(cls.starts_at) })}</span>}
        <span>{cls.price > 0 ? format.price(cls.price, cls.currency) : t('classes.free')}</span>
        <span>{full ? t('classes.detail.full') : plural(cls.open_spots, { one: 'classes.spots.one', other: 'classes.spots.other' })}</span>
      </Facts>
      <Row>
        <Button onClick={() => onEnroll(cls)} disabled={busy || full}>
          {t('classes.enroll')}
        </Button>
        {withDetails && <Link to={classPagePath(cls.id)}>{t('classes.details')}</Link>}
      </Row>
      {!cls.short_description && cls.description && <Muted>{cls.description}</Muted>}
    </Card>
  );
}
