import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useFreeformIdeasMutation, useFreeformStartMutation } from 'shared-api';
import type { AssessmentQuestion, TextAnswer } from 'shared-api';
import { Alert, Button, ErrorAlert, Muted, theme, useT } from 'shared-ui';
import type { PageKind, PageProps } from '../../engine/questionnaire';
import { formatClock, useCountdown } from './useCountdown';
import { heldAfter, lostIdeas } from './freeformSync';
import { useDebouncedSave } from './useDebouncedSave';

/** SPEC.md section 9, for a server that leaves `seconds` out: five minutes on index 4, else three. */
const defaultSeconds = (index: number) => (index === 4 ? 300 : 180);
/** Return and comma add an idea (SPEC.md section 9 names their key codes). */
const ADD_KEYS = new Set([13, 188]);

const Timer = styled.p`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Entry = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  input {
    flex: 1;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    font: inherit;
  }
  input[readonly] { background: ${theme.color.secondary}; }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  list-style: none;
  padding: 0;
  margin: ${theme.space(4)} 0 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.blue.bg};
    border: 1px solid ${theme.color.blue.border};
  }
  button {
    border: 0;
    background: transparent;
    font-size: 1.2rem;
    width: 32px;
    height: 32px;
    border-radius: ${theme.radius.pill};
    cursor: pointer;
  }
`;

/** A timed idea list: Start, then a countdown from the server's start; at zero the list is closed. */
function FreeformQuestion({ page, index, values, update }: PageProps<AssessmentQuestion>) {
  const t = useT();
  const key = String(index);
  const start = values.timerStarts[key];
  const remaining = useCountdown(start, page.seconds ?? defaultSeconds(index));
  const ideas = values.textAnswers[key] ?? [];
  const [draft, setDraft] = useState('');
  const [startTimer, started] = useFreeformStartMutation();
  const [saveIdeas] = useFreeformIdeasMutation();
  // The latest list, for replies that arrive after more typing.
  const latest = useRef(ideas);
  latest.current = ideas;
  const [lateDropped, setLateDropped] = useState(false);
  const save = useDebouncedSave((list: TextAnswer[]) => {
    saveIdeas({ questionIndex: index, ideas: list })
      .unwrap()
      .then((reply) => {
        // Closed: the server keeps what it saved in time, and only that is accepted with the
        // answers, so this device adopts its list (and says so if that drops ideas).
        const held = heldAfter(reply);
        if (!held) return;
        const local = latest.current;
        if (lostIdeas(local, held)) setLateDropped(true);
        if (lostIdeas(local, held) || lostIdeas(held, local)) update.setTextAnswers(key, held);
      })
      .catch((error: unknown) => console.error('Could not save the ideas', error));
  });
  const closed = remaining === 0;

  // One save at once, not after the typing pause: when the page opens on a running countdown with
  // ideas (after a reload or a closed tab, a save that was still waiting never went), and when the
  // countdown reaches zero (the server still takes it within its grace, and its reply tells whether
  // an earlier save was lost).
  const resumed = useRef(false);
  const savedAtZero = useRef(false);
  useEffect(() => {
    if (start === undefined) return;
    if (closed && !savedAtZero.current) {
      savedAtZero.current = true;
      resumed.current = true;
      save.now(latest.current);
    } else if (!resumed.current) {
      resumed.current = true;
      if (latest.current.length) save.now(latest.current);
    }
  }, [start, closed, save]);

  const begin = async () => {
    try {
      const reply = await startTimer({ questionIndex: index }).unwrap();
      // The server's clock decides; shift its start onto this device's clock.
      update.setTimerStart(key, reply.startedAt + (Date.now() - reply.serverNow));
    } catch {
      /* shown below from the mutation's state */
    }
  };

  const change = (list: TextAnswer[]) => {
    update.setTextAnswers(key, list);
    save.queue(list);
  };

  const add = () => {
    const text = draft.trim();
    if (!text || closed) return;
    // The id is the moment of entry, kept unique within the page.
    const id = Math.max(Date.now(), ...ideas.map((i) => i.id + 1));
    change([...ideas, { id, text }]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (ADD_KEYS.has(event.keyCode) || event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  if (start === undefined) {
    return (
      <>
        <p>{page.instruction}</p>
        {started.isError && <ErrorAlert error={started.error} />}
        <Button onClick={begin} disabled={started.isLoading}>
          {t('freeform.start')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Muted>{page.prompt}</Muted>
      <Timer role="timer" aria-label={t('freeform.timeLeft')}>
        {formatClock(remaining ?? 0)}
      </Timer>
      {closed && <Alert variant="info">{t('freeform.timeUp')}</Alert>}
      {lateDropped && <Alert variant="error">{t('freeform.lateNotKept')}</Alert>}
      <Entry>
        <input
          aria-label={t('freeform.idea')}
          value={draft}
          readOnly={closed}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add} disabled={closed} aria-label={t('freeform.add')}>
          +
        </Button>
      </Entry>
      <Tags aria-label={t('freeform.ideas', { count: ideas.length })}>
        {ideas.map((idea) => (
          <li key={idea.id}>
            {idea.text}
            <button
              type="button"
              disabled={closed}
              aria-label={t('freeform.remove', { idea: idea.text })}
              onClick={() => change(ideas.filter((i) => i.id !== idea.id))}
            >
              ×
            </button>
          </li>
        ))}
      </Tags>
    </>
  );
}

/** Next waits for Start (SPEC.md section 4); the ideas themselves may be few. */
export const freeformKind: PageKind<AssessmentQuestion> = {
  Component: FreeformQuestion,
  isComplete: (_page, index, values) => values.timerStarts[String(index)] !== undefined,
};
