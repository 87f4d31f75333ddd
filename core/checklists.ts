/**
 * The symptom checker's three self-report checklists and how each is scored: the one source for the
 * downloadable PDFs (written at build time, infra/checklists/), the on-page forms (core/checklist-html.ts)
 * and the scoring in the browser (widgets/symptom-checklist). Pure data and arithmetic, no I/O.
 *
 * PHQ-9 and GAD-7 are reproduced word for word with their standard scoring bands: their authors
 * allow that without permission, with the attribution below. The adult ADHD checklist is our own
 * wording of the commonly described signs (not the copyrighted ASRS questions), scored by how many
 * signs are frequent; it is not a validated screening tool, and says so.
 *
 * Text here must be printable in the PDFs' standard fonts (WinAnsi: Latin-1 plus dashes and curly
 * quotes); a unit test checks every string.
 */

export type ChecklistId = "depression" | "anxiety" | "adhd";

export interface ChecklistOption {
  label: string;
  points: number;
}

export interface ChecklistPart {
  /** Shown above the part's questions; only the ADHD checklist has two parts. */
  title: string | null;
  items: readonly string[];
}

export interface ScoreBand {
  min: number;
  max: number;
  label: string;
  /** What the result suggests, in plain words for the person who filled it in. */
  meaning: string;
  /** A result in this band shows the crisis helplines before anything else. */
  urgent: boolean;
}

/**
 * "sum": the points of every answer added up (PHQ-9, GAD-7). "frequent-signs": in each part, the
 * number of answers worth at least `frequentFrom` points; the band follows the larger count.
 */
export type Scoring = { kind: "sum" } | { kind: "frequent-signs"; frequentFrom: number };

export interface Checklist {
  id: ChecklistId;
  /** e.g. "Depression checklist (PHQ-9)" */
  title: string;
  /** The validated questionnaire it reproduces, if any. */
  instrument: string | null;
  /** One or two sentences for the card on the page. */
  summary: string;
  /** The question every item answers, as the questionnaire words it. */
  question: string;
  options: readonly ChecklistOption[];
  parts: readonly ChecklistPart[];
  scoring: Scoring;
  /** How to score it by hand (the PDF; the page says the same in its result). */
  scoringHowTo: string;
  bands: readonly ScoreBand[];
  /** Index (over all items) of the question about self-harm: any answer above 0 is urgent. */
  selfHarmItem: number | null;
  /** Asked after the items, not scored (PHQ-9 and GAD-7 both end with it). */
  followUp: { question: string; options: readonly string[] } | null;
  /** Required by the questionnaire's terms of use; printed on the PDF and the page. */
  attribution: string | null;
  /** Where the PDF is served from (written at build time). */
  pdfPath: string;
}

/** The PHQ-9 and GAD-7 frequency scale. */
const twoWeekOptions: readonly ChecklistOption[] = [
  { label: "Not at all", points: 0 },
  { label: "Several days", points: 1 },
  { label: "More than half the days", points: 2 },
  { label: "Nearly every day", points: 3 },
];

const difficultyFollowUp = {
  question:
    "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
  options: ["Not difficult at all", "Somewhat difficult", "Very difficult", "Extremely difficult"],
} as const;

/** The terms of use of PHQ-9 and GAD-7 (Pfizer's PHQ screeners) ask for this line with every copy. */
export const PHQ_ATTRIBUTION =
  "Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.";

export const NOT_A_DIAGNOSIS = "This is not a diagnosis.";
export const NOT_A_DIAGNOSIS_DETAIL =
  "A checklist can show that it is worth talking to a professional; only a qualified practitioner can tell you what is going on and what would help.";

const depression: Checklist = {
  id: "depression",
  title: "Depression checklist (PHQ-9)",
  instrument: "PHQ-9",
  summary:
    "The Patient Health Questionnaire (PHQ-9): nine questions about low mood and how you have been over the last two weeks.",
  question: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  options: twoWeekOptions,
  parts: [
    {
      title: null,
      items: [
        "Little interest or pleasure in doing things",
        "Feeling down, depressed, or hopeless",
        "Trouble falling or staying asleep, or sleeping too much",
        "Feeling tired or having little energy",
        "Poor appetite or overeating",
        "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
        "Trouble concentrating on things, such as reading the newspaper or watching television",
        "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
        "Thoughts that you would be better off dead or of hurting yourself in some way",
      ],
    },
  ],
  scoring: { kind: "sum" },
  scoringHowTo:
    "Add up the points of your answers (Not at all 0, Several days 1, More than half the days 2, Nearly every day 3). The total is between 0 and 27.",
  bands: [
    {
      min: 0,
      max: 4,
      label: "Minimal or none",
      meaning:
        "Few signs of depression right now. If something still worries you, talk to someone you trust or a GP.",
      urgent: false,
    },
    {
      min: 5,
      max: 9,
      label: "Mild",
      meaning:
        "Some signs of depression. Keep an eye on how you feel, fill this in again in two weeks, and see a GP, counsellor or psychologist if it does not get better.",
      urgent: false,
    },
    {
      min: 10,
      max: 14,
      label: "Moderate",
      meaning:
        "Signs of depression that are worth talking about. Please make an appointment with a GP, psychologist or counsellor soon.",
      urgent: false,
    },
    {
      min: 15,
      max: 19,
      label: "Moderately severe",
      meaning:
        "Many signs of depression. Please see a GP, psychologist or psychiatrist as soon as you can; treatment helps.",
      urgent: true,
    },
    {
      min: 20,
      max: 27,
      label: "Severe",
      meaning:
        "Strong signs of depression. Please get help now: see a GP, psychiatrist or psychologist this week, and call a helpline if you need to talk today.",
      urgent: true,
    },
  ],
  selfHarmItem: 8,
  followUp: difficultyFollowUp,
  attribution: PHQ_ATTRIBUTION,
  pdfPath: "/downloads/depression-checklist-phq-9.pdf",
};

const anxiety: Checklist = {
  id: "anxiety",
  title: "Anxiety checklist (GAD-7)",
  instrument: "GAD-7",
  summary:
    "The Generalised Anxiety Disorder scale (GAD-7): seven questions about worry and nerves over the last two weeks.",
  question: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  options: twoWeekOptions,
  parts: [
    {
      title: null,
      items: [
        "Feeling nervous, anxious, or on edge",
        "Not being able to stop or control worrying",
        "Worrying too much about different things",
        "Trouble relaxing",
        "Being so restless that it is hard to sit still",
        "Becoming easily annoyed or irritable",
        "Feeling afraid, as if something awful might happen",
      ],
    },
  ],
  scoring: { kind: "sum" },
  scoringHowTo:
    "Add up the points of your answers (Not at all 0, Several days 1, More than half the days 2, Nearly every day 3). The total is between 0 and 21.",
  bands: [
    {
      min: 0,
      max: 4,
      label: "Minimal",
      meaning: "Few signs of an anxiety problem right now. If something still worries you, talk to a GP.",
      urgent: false,
    },
    {
      min: 5,
      max: 9,
      label: "Mild",
      meaning:
        "Some signs of anxiety. Keep an eye on it, fill this in again in two weeks, and see a GP, counsellor or psychologist if it does not get better.",
      urgent: false,
    },
    {
      min: 10,
      max: 14,
      label: "Moderate",
      meaning:
        "Signs of anxiety that are worth talking about. Please make an appointment with a GP, psychologist or counsellor soon.",
      urgent: false,
    },
    {
      min: 15,
      max: 21,
      label: "Severe",
      meaning:
        "Strong signs of anxiety. Please see a GP, psychologist or psychiatrist as soon as you can, and call a helpline if you need to talk today.",
      urgent: true,
    },
  ],
  selfHarmItem: null,
  followUp: difficultyFollowUp,
  attribution: PHQ_ATTRIBUTION,
  pdfPath: "/downloads/anxiety-checklist-gad-7.pdf",
};

/** Our own words, after the two groups of signs clinicians look for in adults. */
const adhd: Checklist = {
  id: "adhd",
  title: "Adult ADHD checklist",
  instrument: null,
  summary:
    "Our own checklist of eighteen common signs of ADHD in adults, in two parts: attention, and restlessness and impulsiveness.",
  question: "Over the last 6 months, how often has each of these been true for you?",
  options: [
    { label: "Never", points: 0 },
    { label: "Rarely", points: 1 },
    { label: "Sometimes", points: 2 },
    { label: "Often", points: 3 },
    { label: "Very often", points: 4 },
  ],
  parts: [
    {
      title: "Part A: attention and organisation",
      items: [
        "I miss details or make careless mistakes in my work, studies or chores.",
        "My attention wanders during long tasks, meetings, reading or conversations.",
        "People say I don't seem to hear them, even when they speak to me directly.",
        "I start tasks but lose track and leave them unfinished.",
        "Planning my time, organising tasks or keeping my things in order is hard for me.",
        "I put off or avoid tasks that need a lot of steady mental effort.",
        "I misplace things I need, such as keys, my wallet, phone or documents.",
        "Noise, movement around me or my own thoughts easily pull me away from what I am doing.",
        "I forget appointments, bills, errands or calls I promised to return.",
      ],
    },
    {
      title: "Part B: restlessness and impulsiveness",
      items: [
        "I fidget, tap my hands or feet, or keep shifting in my seat.",
        "I get up and walk around when I am expected to stay seated.",
        "I feel restless inside, or find it hard to switch off.",
        "I find it hard to relax or do things quietly in my free time.",
        "I feel I must always be on the go, and find it hard to slow down.",
        "I talk much more than the people around me.",
        "I answer before a question is finished, or finish other people's sentences.",
        "Waiting my turn, for example in a queue, is hard for me.",
        "I interrupt other people or join in on what they are doing without being asked.",
      ],
    },
  ],
  scoring: { kind: "frequent-signs", frequentFrom: 3 },
  scoringHowTo:
    "In each part, count the answers marked Often or Very often. Use the larger of the two counts (0 to 9).",
  bands: [
    {
      min: 0,
      max: 2,
      label: "Few frequent signs",
      meaning:
        "Few signs of ADHD are frequent for you. If concentration or restlessness still cause you problems, a GP can help you find out why.",
      urgent: false,
    },
    {
      min: 3,
      max: 4,
      label: "Some frequent signs",
      meaning:
        "Some signs of ADHD are frequent for you. Many things can cause them, such as stress, poor sleep, anxiety or depression: a GP or psychologist can help you find out which.",
      urgent: false,
    },
    {
      min: 5,
      max: 9,
      label: "Many frequent signs",
      meaning:
        "Many signs of ADHD are frequent for you. An assessment by a psychiatrist or clinical psychologist can tell whether it is ADHD, especially if you have had these signs since childhood and they cause problems at home, at work or in your studies.",
      urgent: false,
    },
  ],
  selfHarmItem: null,
  followUp: null,
  attribution: null,
  pdfPath: "/downloads/adult-adhd-checklist.pdf",
};

/** In the order the page shows them. */
export const checklists: readonly Checklist[] = [depression, anxiety, adhd];

export function checklistById(id: string): Checklist | undefined {
  return checklists.find((checklist) => checklist.id === id);
}

export function itemCount(checklist: Checklist): number {
  return checklist.parts.reduce((count, part) => count + part.items.length, 0);
}

/** The highest score the checklist can give. */
export function maxScore(checklist: Checklist): number {
  if (checklist.scoring.kind === "frequent-signs") {
    return Math.max(...checklist.parts.map((part) => part.items.length));
  }
  const top = Math.max(...checklist.options.map((option) => option.points));
  return itemCount(checklist) * top;
}

export type ChecklistResult =
  | {
      complete: false;
      /** 1-based numbers of the questions still to answer. */
      unanswered: number[];
      /** The self-harm question was answered above 0: helplines first, even before the rest is done. */
      urgent: boolean;
    }
  | {
      complete: true;
      score: number;
      maxScore: number;
      band: ScoreBand;
      urgent: boolean;
      /** The self-harm question was answered above 0. */
      selfHarm: boolean;
    };

/**
 * Scores a checklist from its answers: the points of each answer, in question order over all parts,
 * `null` where unanswered. Throws on answers the checklist does not offer (a programming error).
 */
export function scoreChecklist(checklist: Checklist, answers: readonly (number | null)[]): ChecklistResult {
  const count = itemCount(checklist);
  if (answers.length !== count) {
    throw new Error(`${checklist.id}: expected ${count} answers, got ${answers.length}`);
  }
  const allowed = new Set(checklist.options.map((option) => option.points));
  for (const answer of answers) {
    if (answer !== null && !allowed.has(answer)) {
      throw new Error(`${checklist.id}: ${answer} is not the value of any answer`);
    }
  }
  const selfHarmAnswer = checklist.selfHarmItem === null ? null : answers[checklist.selfHarmItem];
  const selfHarm = selfHarmAnswer !== null && selfHarmAnswer !== undefined && selfHarmAnswer > 0;
  const unanswered = answers.flatMap((answer, index) => (answer === null ? [index + 1] : []));
  if (unanswered.length > 0) return { complete: false, unanswered, urgent: selfHarm };

  const points = answers as readonly number[];
  const score = scoreOf(checklist, points);
  const band = checklist.bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (!band) throw new Error(`${checklist.id}: no band for a score of ${score}`);
  return {
    complete: true,
    score,
    maxScore: maxScore(checklist),
    band,
    urgent: band.urgent || selfHarm,
    selfHarm,
  };
}

function scoreOf(checklist: Checklist, points: readonly number[]): number {
  const { scoring } = checklist;
  if (scoring.kind === "sum") return points.reduce((sum, value) => sum + value, 0);
  let offset = 0;
  let most = 0;
  for (const part of checklist.parts) {
    const frequent = points
      .slice(offset, offset + part.items.length)
      .filter((value) => value >= scoring.frequentFrom).length;
    most = Math.max(most, frequent);
    offset += part.items.length;
  }
  return most;
}
