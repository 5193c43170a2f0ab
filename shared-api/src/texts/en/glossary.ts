import type { Glossary } from '../glossary';

/**
 * English as SPEC.md writes it; where SPEC.md is silent, one spelling per word: British, as SPEC.md
 * writes it (organisation, behaviour, enrolment, cancelling, programme, -ise verbs). SPEC.md's own
 * texts stay exactly as written; an entry's `allow` lists any of them that keep an avoided form.
 * English is the source of every other language: a concept's term here is the one they translate.
 */
export const glossary: Glossary = [
  // The product's concepts: one term each, on the participant and the admin side alike.
  {
    concept: 'assessment',
    term: 'assessment (the Innovation Assessment)',
    avoid: ['innovation test', 'skills test', 'innovation survey', 'innovation evaluation', 'pre-test', 'pretest'],
    note: 'The timed innovation-skills instrument. "Evaluation" and "test" stay free for their ordinary meanings (testing an idea, idea evaluation).',
  },
  {
    concept: 'reassessment',
    term: 'reassessment',
    avoid: ['re-assessment', 're-assessments', 'retest', 're-test', 'follow-up assessment', 'second assessment'],
    note: 'One word, no hyphen (SPEC.md: "Activate Reassessments & Send Emails").',
  },
  {
    concept: 'cohort',
    term: 'cohort',
    avoid: ['intake', 'intakes', 'batch', 'batches'],
    note: 'A group of participants within a team. Not a class: a class is something people enrol in.',
  },
  {
    concept: 'class',
    term: 'class',
    avoid: ['course', 'courses', 'workshop', 'workshops'],
    note: 'What participants enrol in and pay for. The whole offering on the certificate is the "Innovation Skills Programme".',
  },
  {
    concept: 'team (a client organisation in the portal)',
    term: 'team',
    avoid: ['tenant', 'tenants', 'client account', 'company account'],
    note: '"Organisation" may explain what a team stands for (SPEC.md: "organisations (teams, ...)"), and statements use it for the participant\'s employer.',
  },
  {
    concept: 'department (a unit in a team\'s department tree)',
    term: 'department',
    avoid: ['sub-team', 'sub-teams', 'subteam', 'subteams', 'sub-department', 'sub-departments'],
    note: 'The editor, its confirmations and the demographic question all say department; a new one is still named "New Team {n}" (SPEC.md).',
  },
  {
    concept: 'team leader',
    term: 'team leader',
    avoid: ['team lead', 'team leads', 'teamlead', 'team-leader'],
    note: 'British form, the same in the badge, the user flag and the audit log.',
  },
  {
    concept: 'platform team (team 1)',
    term: 'platform team',
    avoid: ['team 1', 'admin team', 'system team'],
    note: 'Never show the internal team number to users.',
  },
  {
    concept: 'admin',
    term: 'admin (website admin for the flag)',
    avoid: ['administrator', 'administrators', 'superuser', 'super admin'],
    note: 'SPEC.md\'s labels: "Admin" badge, "Website Admin" checkbox.',
  },
  {
    concept: 'participant / student',
    term: 'participant; student for a participant enrolled in a class',
    avoid: ['trainee', 'trainees', 'learner', 'learners', 'attendee', 'attendees', 'respondent', 'respondents'],
    note: 'SPEC.md says students for class members ("accepting new students", students against capacity).',
  },
  {
    concept: 'questionnaire',
    term: 'questionnaire',
    avoid: ['quiz', 'quizzes', 'questionary'],
  },
  {
    concept: 'start-of-class questions (the get-to-know-you questionnaire)',
    term: 'start-of-class questions (Start of Class Questions in titles)',
    avoid: ['pre-class questions', 'pre-class questionnaire', 'getting to know you', 'get-to-know-you', 'welcome questionnaire'],
    note: 'The name of the admin card (SPEC.md), of the portal entry and of the page.',
  },
  {
    concept: 'post-class assessments (what card 6 activates)',
    term: 'post-class assessments',
    avoid: ['post-class questionnaires', 'post-assessments'],
    note: 'SPEC.md\'s card "Activate Post-Class Assessments": self-efficacy and psychological safety, opened with the post-class survey, reflection questions and knowledge check.',
  },
  {
    concept: 'post-class survey',
    term: 'post-class survey',
    avoid: ['post class survey', 'postclass survey', 'end-of-class survey', 'after-class survey', 'course survey', 'feedback survey'],
  },
  {
    concept: 'knowledge check',
    term: 'knowledge check',
    avoid: ['knowledge test', 'knowledge quiz', 'knowledge assessment', 'knowledge questionnaire'],
  },
  {
    concept: 'reflection questions',
    term: 'reflection questions',
    avoid: ['reflection survey', 'reflection questionnaire'],
  },
  {
    concept: 'self-efficacy',
    term: 'self-efficacy',
    avoid: ['self efficacy', 'selfefficacy', 'self-confidence questionnaire'],
  },
  {
    concept: 'psychological safety',
    term: 'psychological safety',
    avoid: ['psych safety', 'psychological security'],
  },
  {
    concept: 'results / report',
    term: 'results; results report for the document',
    avoid: ['score report', 'scorecard', 'result report', 'results sheet'],
    note: 'The report page is the "Innovation Skills Report"; its radar chart is "Your innovation profile".',
  },
  {
    concept: 'certificate',
    term: 'certificate (of completion)',
    avoid: ['diploma', 'diplomas', 'cert', 'certs'],
  },
  {
    concept: 'assessment link',
    term: 'assessment link',
    avoid: ['access link', 'access links', 'invite link', 'invitation link', 'registration link', 'team link'],
    note: 'The shared link a team\'s people register with. SPEC.md\'s error text keeps "access token".',
  },
  {
    concept: 'login link (an anonymous user\'s link)',
    term: 'login link',
    avoid: ['magic link', 'auto-login link'],
  },
  {
    concept: 'log in',
    term: 'log in (verb), login (noun), logged out',
    avoid: ['sign in', 'signed in', 'signing in', 'sign-in', 'signs in', 'signed out', 'log on', 'logon', 'log-in'],
    note: 'SPEC.md\'s own labels stay: "Login" (navbar link), "Sign out", "Sign Up".',
  },
  {
    concept: 'activate (make questionnaires or results available)',
    term: 'activate; the state it leaves is open',
    avoid: ['unlock', 'unlocked', 'enable results', 'release results', 'publish results'],
    note: 'The dashboard and team page say Activate (SPEC.md), so their confirmations, messages and audit entries say activated. The class page keeps SPEC.md\'s Open Assessment and Open Results, and opened.',
  },
  {
    concept: 'enrol / enrolment',
    term: 'enrol, enrolment, enrolled, enrolling',
    avoid: ['enroll', 'enrolls', 'enrollment', 'enrollments'],
    allow: ['Enroll'],
    note: 'British as SPEC.md writes it ("enrol in and pay for classes"); SPEC.md\'s button "Enroll" stays as written.',
  },
  {
    concept: 'refund',
    term: 'refund',
    avoid: ['reimburse', 'reimbursed', 'reimbursement', 'money back'],
  },
  {
    concept: 'place in a class',
    term: 'spot (open spots, as SPEC.md says)',
    avoid: ['seat', 'seats', 'places left'],
  },
  {
    concept: 'email',
    term: 'email',
    avoid: ['e-mail', 'e-mails', 'mail address'],
  },
  {
    concept: 'working days',
    term: 'working days',
    avoid: ['business days'],
  },
  {
    concept: 'the Enter key',
    term: 'Enter',
    avoid: ['Return key', 'press Return'],
    note: 'As the email-domain field says; the key is labelled Enter on most keyboards.',
  },
  {
    concept: 'decision-maker',
    term: 'decision-maker',
    avoid: ['decision maker', 'decision makers'],
  },

  // One spelling per word: British, as SPEC.md writes it.
  {
    concept: 'British spelling: organisation',
    term: 'organisation, organise',
    avoid: ['organization', 'organizations', 'organizational', 'organize', 'organized', 'organizing', 'organizer'],
  },
  {
    concept: 'British spelling: -our',
    term: 'behaviour, colour, favour, honour, labour',
    avoid: ['behavior', 'behaviors', 'behavioral', 'color', 'colors', 'favor', 'favorite', 'honor', 'labor'],
  },
  {
    concept: 'British spelling: -ise verbs',
    term: 'summarise, finalise, recognise, prioritise ...',
    avoid: [
      'summarize', 'summarized', 'summarizes', 'summarizing', 'finalize', 'finalized', 'finalizes', 'finalizing',
      'realize', 'realized', 'recognize', 'recognized', 'prioritize', 'prioritized', 'customize', 'customized',
      'personalize', 'personalized', 'authorize', 'authorized', 'unauthorized', 'minimize', 'maximize', 'emphasize',
      'standardize', 'standardized', 'categorize', 'utilize', 'specialize', 'specialized', 'apologize', 'criticize',
      'optimize', 'visualize', 'localize', 'localized', 'familiarize', 'memorize', 'synchronize', 'empathize', 'mobilize',
    ],
  },
  {
    concept: 'British spelling: cancel',
    term: 'cancelled, cancelling, cancellation',
    avoid: ['canceled', 'canceling', 'cancelation'],
  },
  {
    concept: 'British spelling: programme',
    term: 'programme',
    avoid: ['program', 'programs'],
    note: 'A course of study or activities; the product names no computer program.',
  },
  {
    concept: 'British spelling: judgement',
    term: 'judgement',
    avoid: ['judgment', 'judgments'],
  },
  {
    concept: 'British spelling: practise (verb), practice (noun)',
    term: 'practise, practised, practising',
    avoid: ['practicing', 'practiced'],
  },
  {
    concept: 'British spelling: -re, -ce, -ogue, -yse, -ll-',
    term: 'centre, defence, dialogue, catalogue, analyse, labelled, modelling, fulfil, skilful, grey, towards',
    avoid: [
      'center', 'centers', 'centered', 'defense', 'dialog', 'dialogs', 'catalog', 'analyze', 'analyzed', 'analyzing',
      'labeled', 'modeling', 'traveled', 'fulfill', 'fulfillment', 'skillful', 'gray', 'toward',
    ],
    note: 'SPEC.md\'s area name "Dialoging" stays as written.',
  },
  {
    concept: 'quotation marks and ellipsis',
    term: "single quotes ('...'), double quotes only inside them; three full stops (...)",
    avoid: [],
    note: 'British style, as SPEC.md quotes its own texts. Not checked by the test (punctuation is not a whole word).',
  },
];
