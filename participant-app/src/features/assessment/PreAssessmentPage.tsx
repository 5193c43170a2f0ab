import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAssessmentActiveQuery } from 'shared-api';
import type { AssessmentActiveResponse } from 'shared-api';
import type { DictionaryKey } from 'shared-api/texts';
import { Button, Card, ErrorAlert, Loading, Muted, Page, Stack, theme, useT } from 'shared-ui';
import { ClassChooser } from '../classes';

/** The views of SPEC.md section 2 "Pre-assessment", in the admin switcher's order. */
type PreState = 'selectClass' | 'checkout' | 'inactive' | 'active' | 'finished';

const SWITCHER: { state: PreState; label: DictionaryKey }[] = [
  { state: 'selectClass', label: 'preassessment.state.selectClass' },
  { state: 'checkout', label: 'preassessment.state.checkout' },
  { state: 'inactive', label: 'preassessment.state.inactive' },
  { state: 'active', label: 'preassessment.state.active' },
  { state: 'finished', label: 'preassessment.state.finished' },
];

/** A participant's view, by the first flag that applies (SPEC.md's order). */
function preStateOf(status: AssessmentActiveResponse): PreState {
  if (status.selectClass) return 'selectClass';
  if (status.payForClass) return 'checkout';
  if (status.finished) return 'finished';
  if (status.active) return 'active';
  return 'inactive';
}

const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

function StateView({ state, resultsActive }: { state: PreState; resultsActive: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  switch (state) {
    case 'selectClass':
      return (
        <Stack>
          <h1>{t('preassessment.selectClass.title')}</h1>
          <Muted>{t('preassessment.selectClass.text')}</Muted>
          <ClassChooser />
        </Stack>
      );
    case 'checkout':
      return <Navigate to="/checkout" replace />;
    case 'finished':
      if (resultsActive) return <Navigate to="/portal" replace />;
      return (
        <Card>
          <h1>{t('preassessment.finished.title')}</h1>
          <p>{t('preassessment.finished.text')}</p>
        </Card>
      );
    case 'active':
      return (
        <Card>
          <h1>{t('preassessment.intro.title')}</h1>
          <p>{t('preassessment.intro.text')}</p>
          <Button onClick={() => navigate('/assessment')}>{t('preassessment.intro.start')}</Button>
        </Card>
      );
    case 'inactive':
      return (
        <Card>
          <p>{t('preassessment.allSet')}</p>
        </Card>
      );
  }
}

/** /pre-assessment: where a participant stands before the assessment; admins preview each state. */
export default function PreAssessmentPage() {
  const t = useT();
  const status = useAssessmentActiveQuery();
  const [preview, setPreview] = useState<PreState>();

  if (status.isLoading) return <Loading />;
  if (!status.data) {
    return (
      <Page>
        <ErrorAlert error={status.error} />
      </Page>
    );
  }
  if (!status.data.admin) {
    return (
      <Page $narrow>
        <StateView state={preStateOf(status.data)} resultsActive={status.data.resultsActive} />
      </Page>
    );
  }
  return (
    <Page>
      <Stack>
        <Switcher role="group" aria-label={t('preassessment.previewLabel')}>
          {SWITCHER.map(({ state, label }) => (
            <Button key={state} variant={preview === state ? 'primary' : 'secondary'} aria-pressed={preview === state} onClick={() => setPreview(state)}>
              {t(label)}
            </Button>
          ))}
        </Switcher>
        {/* A preview never sends the admin on to /portal: the finished message is what they came to see. */}
        {preview && <StateView state={preview} resultsActive={false} />}
      </Stack>
    </Page>
  );
}
