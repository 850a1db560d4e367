// The overlay's feedback on a judged attempt, shared by the server and the page's local judge. Apart from
// attempts.ts so the page can use it without loading zod (docs/performance.md).
export const FEEDBACK_TITLES = { correct: 'Well done!', wrong: "That's not quite right" } as const;

export interface AttemptFeedbackText {
  title: string;
  message: string;
  details: string[];
}

/** The title and the exercise's own message for a verdict; the details only on a wrong answer. */
export function feedbackOf(
  verdict: { correct: boolean; details: readonly string[] },
  messages: { successMessage: string; failureMessage: string },
): AttemptFeedbackText {
  return {
    title: verdict.correct ? FEEDBACK_TITLES.correct : FEEDBACK_TITLES.wrong,
    message: verdict.correct ? messages.successMessage : messages.failureMessage,
    details: verdict.correct ? [] : [...verdict.details],
  };
}
