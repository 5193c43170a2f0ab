import { useState } from 'react';
import { Alert, Button, Modal, ModalActions, useT } from 'shared-ui';
import { AddCohortModal, CreateTeamModal, GenerateLinkModal } from './CreateModals';
import { LinkCreatedModal } from './LinkCreatedModal';

/**
 * SPEC.md section 4's admin chain, one modal at a time: a new team offers a cohort, a new cohort
 * offers a link, a new link shows its address. Each step is its own dialog, so focus moves to it.
 */
type Step =
  | { name: 'team' }
  | { name: 'offerCohort'; teamId: number; msg: string }
  | { name: 'cohort'; teamId?: number }
  | { name: 'offerLink'; teamId: number; cohortId: number; msg: string }
  | { name: 'link'; teamId?: number; cohortId?: number }
  | { name: 'linkCreated'; url: string; msg: string };

export type SetupStart = 'team' | 'cohort' | 'link';
const STARTS: Record<SetupStart, Step> = { team: { name: 'team' }, cohort: { name: 'cohort' }, link: { name: 'link' } };

interface OfferProps {
  question: string;
  /** What the last step answered ('Team created.'). */
  msg: string;
  acceptLabel: string;
  onAccept: () => void;
  onClose: () => void;
}

function OfferModal({ question, msg, acceptLabel, onAccept, onClose }: OfferProps) {
  const t = useT();
  return (
    <Modal open title={question} onClose={onClose}>
      <Alert variant="success">{msg}</Alert>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.chain.noThanks')}
        </Button>
        <Button onClick={onAccept} data-autofocus>
          {acceptLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}

/** The Create New Team, Add Cohort and Generate Assessment Link cards: the chain from their step on. */
export function SetupFlow({ start, onClose }: { start: SetupStart; onClose: () => void }) {
  const t = useT();
  const [step, setStep] = useState<Step>(STARTS[start]);

  switch (step.name) {
    case 'team':
      return <CreateTeamModal onClose={onClose} onCreated={({ teamId, msg }) => setStep({ name: 'offerCohort', teamId, msg })} />;
    case 'offerCohort':
      return (
        <OfferModal
          key="offerCohort"
          question={t('admin.chain.offerCohort')}
          msg={step.msg}
          acceptLabel={t('admin.chain.createCohort')}
          onAccept={() => setStep({ name: 'cohort', teamId: step.teamId })}
          onClose={onClose}
        />
      );
    case 'cohort':
      return (
        <AddCohortModal
          teamId={step.teamId}
          onClose={onClose}
          onCreated={({ teamId, cohortId, msg }) => setStep({ name: 'offerLink', teamId, cohortId, msg })}
        />
      );
    case 'offerLink':
      return (
        <OfferModal
          key="offerLink"
          question={t('admin.chain.offerLink')}
          msg={step.msg}
          acceptLabel={t('admin.chain.createLink')}
          onAccept={() => setStep({ name: 'link', teamId: step.teamId, cohortId: step.cohortId })}
          onClose={onClose}
        />
      );
    case 'link':
      return (
        <GenerateLinkModal
          teamId={step.teamId}
          cohortId={step.cohortId}
          onClose={onClose}
          onCreated={({ url, msg }) => setStep({ name: 'linkCreated', url, msg })}
        />
      );
    case 'linkCreated':
      return <LinkCreatedModal url={step.url} msg={step.msg} onClose={onClose} />;
  }
}
