// The quiz proofs (quiz-proofs.ts): the course keeps "pick the longest" from paying, and no wrong-answer
// text names the right option; each proof catches the content it exists for.
import { describe, expect, it } from 'vitest';
import { listExercises, listProjectExercises } from './check';
import { course, projects } from './index';
import { failureNamesRightOption, failureTextProblems, LONGEST_RIGHT_LIMIT, longestOptionProblems, longestOptionReport } from './quiz-proofs';
import type { AuthoringMultipleChoiceExercise } from './schema';

const all = [...listExercises(course), ...listProjectExercises(projects)];

function quiz(options: string[], correctOptionIndex: number, failureMessage = 'Not quite.', question = 'Which?'): AuthoringMultipleChoiceExercise {
  return { exerciseType: 'multiple-choice', title: 'Q', tag: 'Quiz', question, answerType: 'text', options, correctOptionIndex, successMessage: 'Yes.', failureMessage };
}

describe('the course', () => {
  it(`has the right option uniquely longest in at most ${LONGEST_RIGHT_LIMIT * 100} % of its text quizzes`, () => {
    const report = longestOptionReport(all);
    expect(report.textQuizzes).toBeGreaterThan(20);
    expect(report.share).toBeLessThanOrEqual(LONGEST_RIGHT_LIMIT);
    expect(longestOptionProblems(report)).toEqual([]);
  });

  it('never names the right option in a wrong answer\'s text', () => {
    expect(failureTextProblems(all)).toEqual([]);
  });
});

describe('the proofs catch', () => {
  it('a course where the longest option is right too often, naming the quizzes', () => {
    const located = [
      { label: 'quiz A', exercise: quiz(['short', 'the long right answer'], 1) },
      { label: 'quiz B', exercise: quiz(['the long wrong answer', 'short'], 1) },
      { label: 'quiz C', exercise: quiz(['tiny', 'a longer right one'], 1) },
    ];
    const report = longestOptionReport(located);
    expect(report.longestRight).toEqual(['quiz A', 'quiz C']);
    expect(longestOptionProblems(report).join('\n')).toMatch(/uniquely longest in 2 of 3 text quizzes \(67 %\), at most 30 %.*quiz A; quiz C/);
  });

  it('a tie is not a give-away', () => {
    expect(longestOptionReport([{ label: 'q', exercise: quiz(['About 24 mA', 'About 48 mA'], 1) }]).longestRight).toEqual([]);
  });

  it('a wrong-answer text that repeats the right option\'s number or words', () => {
    expect(failureNamesRightOption(quiz(['About 15 mA', 'About 24 mA'], 1, 'Not quite: about 24 mA flows.'))).toMatch(/number 24/);
    expect(failureNamesRightOption(quiz(['It lights', 'It stays off: one gap stops it'], 1, 'Not quite. So the bulb stays off.'))).toMatch(/"stays off"/);
    // A number the question already gives is no give-away.
    expect(failureNamesRightOption(quiz(['Yes', 'No: 1 V is too little'], 1, 'Not quite. Compare 1 V with the threshold.', 'It is at 1 V. Does it light?'))).toBeNull();
  });
});
