// The quiz proofs of the content check (docs/course.md "Quizzes that can't be gamed"). Guessing must not
// pay: across the course the right option may be the uniquely longest in at most 30 % of the text
// quizzes (past that, "pick the longest" beats knowing), and a wrong answer's feedback never names the
// right option: the failure text may not repeat the right option's own words or numbers. Pure.
import type { LocatedExercise } from './check';
import type { AuthoringMultipleChoiceExercise } from './schema';

/** At most this share of text quizzes may have the right option as the uniquely longest. */
export const LONGEST_RIGHT_LIMIT = 0.3;

export interface LongestOptionReport {
  textQuizzes: number;
  /** Labels of the quizzes whose right option is longer than every other option. */
  longestRight: string[];
  share: number;
}

function textQuizzes(exercises: readonly LocatedExercise[]): { label: string; quiz: AuthoringMultipleChoiceExercise }[] {
  return exercises.flatMap(({ label, exercise }) =>
    exercise.exerciseType === 'multiple-choice' && exercise.answerType === 'text' ? [{ label, quiz: exercise }] : [],
  );
}

export function rightIsUniquelyLongest(quiz: AuthoringMultipleChoiceExercise): boolean {
  const right = quiz.options[quiz.correctOptionIndex]?.length ?? 0;
  return quiz.options.every((option, i) => i === quiz.correctOptionIndex || option.length < right);
}

export function longestOptionReport(exercises: readonly LocatedExercise[]): LongestOptionReport {
  const quizzes = textQuizzes(exercises);
  const longestRight = quizzes.filter(({ quiz }) => rightIsUniquelyLongest(quiz)).map(({ label }) => label);
  return { textQuizzes: quizzes.length, longestRight, share: quizzes.length === 0 ? 0 : longestRight.length / quizzes.length };
}

/** "the right option is the uniquely longest in 7 of 29 text quizzes (24 %), at most 30 %" */
export function describeLongestOption(report: LongestOptionReport): string {
  return `the right option is the uniquely longest in ${report.longestRight.length} of ${report.textQuizzes} text quizzes (${Math.round(report.share * 100)} %), at most ${Math.round(LONGEST_RIGHT_LIMIT * 100)} %`;
}

export function longestOptionProblems(report: LongestOptionReport): string[] {
  if (report.share <= LONGEST_RIGHT_LIMIT) return [];
  return [`quizzes: ${describeLongestOption(report)}; make a wrong option as long in some of: ${report.longestRight.join('; ')}`];
}

const WORD = /[\p{L}\p{N}]+(?:[.,][\p{N}]+)?/gu;
/** Words too common to give an answer away. */
const COMMON = new Set(['s', 'the', 'a', 'an', 'it', 'its', 'is', 'in', 'of', 'to', 'and', 'or', 'on', 'as', 'at', 'by', 'for', 'with', 'from', 'now', 'all', 'one', 'about', 'so', 'be', 'not', 'no', 'yes', 'this', 'that', 'then', 'than', 'there', 'when', 'has', 'have', 'can', 'does', 'do', 'goes', 'get', 'gets', 'still']);

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((w) => !COMMON.has(w));
}

/**
 * A wrong answer's text names the right option when it repeats two of its words in a row, or a number
 * of it the question does not already give ("24 mA" in the right option and in the failure text).
 */
export function failureNamesRightOption(quiz: AuthoringMultipleChoiceExercise): string | null {
  const right = quiz.options[quiz.correctOptionIndex];
  if (right === undefined) return null;
  const failure = ` ${words(quiz.failureMessage).join(' ')} `;
  const mine = words(right);
  const given = new Set(words(quiz.question));
  for (const word of mine) {
    if (/\d/.test(word) && !given.has(word) && failure.includes(` ${word} `)) return `it repeats the right option's number ${word}`;
  }
  for (let i = 0; i + 2 <= mine.length; i++) {
    const pair = mine.slice(i, i + 2);
    const run = pair.join(' ');
    if (!pair.every((w) => given.has(w)) && failure.includes(` ${run} `)) return `it repeats the right option's words "${run}"`;
  }
  return null;
}

export function failureTextProblems(exercises: readonly LocatedExercise[]): string[] {
  return exercises.flatMap(({ label, exercise }) => {
    if (exercise.exerciseType !== 'multiple-choice') return [];
    const named = failureNamesRightOption(exercise);
    return named ? [`${label}: the wrong-answer text gives the answer away: ${named}`] : [];
  });
}
