import { sql, type Kysely } from 'kysely';
import { RETENTION_WARNING_DAYS, type RetentionMode } from 'shared-api/contract';
import type { DB } from '../../db/types';

/**
 * The people retention and anonymising reach: a team's participants, never its admins or team
 * leaders (who run the programme), nor anyone already anonymised. `teamId: 'withRetention'` takes
 * those of every team with a retention set.
 */
export function participantsOf(db: Kysely<DB>, { teamId, cohortId }: { teamId: number | 'withRetention'; cohortId: number | null }) {
  let users = db
    .selectFrom('users')
    .where('users.admin', '=', false)
    .where('users.anonymised_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('team_leaders').select('team_leaders.user_id').whereRef('team_leaders.user_id', '=', 'users.id'))));
  users = teamId === 'withRetention'
    ? users.where('users.team_id', 'in', db.selectFrom('teams').select('teams.id').where('teams.retention_days', 'is not', null))
    : users.where('users.team_id', '=', teamId);
  if (cohortId !== null) users = users.where('users.cohort_id', '=', cohortId);
  return users;
}

/** A team's retention and what it will do, days as YYYY-MM-DD (UTC). */
export interface TeamRetention {
  teamId: number;
  name: string;
  retentionDays: number | null;
  retentionMode: RetentionMode;
  programmeEndsOn: string | null;
  warnedFor: string | null;
  participants: number;
  lastActivityAt: Date | null;
  /** The later of the last activity's day and the programme's end, plus the days kept; null: nothing due. */
  dueOn: string | null;
  warningOn: string | null;
}

/**
 * Each team's retention, or one team's: the last activity is the latest thing any participant did
 * (joined, used a session, submitted, typed an idea), read from the data themselves, so nothing
 * has to be kept up to date for it and a restart loses nothing.
 */
export async function teamRetentions(db: Kysely<DB>, teamId: number | 'withRetention'): Promise<TeamRetention[]> {
  const { rows } = await sql<{
    id: number; name: string; retention_days: number | null; retention_mode: RetentionMode; programme_ends_on: string | null; warned_for: string | null;
    participants: number; last_activity_at: Date | null; due_on: string | null; warning_on: string | null;
  }>`
    with p as (${participantsOf(db, { teamId, cohortId: null }).select(['users.id', 'users.team_id', 'users.created_at'])}),
    activity as (
      select p.team_id, count(*)::int as participants, max(greatest(
        p.created_at,
        (select max(s.last_used_at) from sessions s where s.user_id = p.id),
        (select max(r.submitted_at) from assessment_responses r where r.user_id = p.id),
        (select max(q.submitted_at) from questionnaire_responses q where q.user_id = p.id),
        (select max(f.updated_at) from freeform_timers f where f.user_id = p.id)
      )) as last_activity_at
      from p group by p.team_id
    ),
    due as (
      select t.id, t.name, t.retention_days, t.retention_mode, t.programme_ends_on, t.retention_warned_for,
        coalesce(a.participants, 0) as participants, a.last_activity_at,
        case when t.retention_days is not null and a.participants > 0
          then greatest((a.last_activity_at at time zone 'UTC')::date, coalesce(t.programme_ends_on, '-infinity'::date)) + t.retention_days end as due_on
      from teams t left join activity a on a.team_id = t.id
      where ${teamId === 'withRetention' ? sql`t.retention_days is not null` : sql`t.id = ${teamId}`}
    )
    select id, name, retention_days, retention_mode, to_char(programme_ends_on, 'YYYY-MM-DD') as programme_ends_on,
      to_char(retention_warned_for, 'YYYY-MM-DD') as warned_for, participants, last_activity_at,
      to_char(due_on, 'YYYY-MM-DD') as due_on, to_char(due_on - ${RETENTION_WARNING_DAYS}::int, 'YYYY-MM-DD') as warning_on
    from due order by id`.execute(db);
  return rows.map((row) => ({
    teamId: row.id,
    name: row.name,
    retentionDays: row.retention_days,
    retentionMode: row.retention_mode,
    programmeEndsOn: row.programme_ends_on,
    warnedFor: row.warned_for,
    participants: row.participants,
    lastActivityAt: row.last_activity_at && new Date(row.last_activity_at),
    dueOn: row.due_on,
    warningOn: row.warning_on,
  }));
}
