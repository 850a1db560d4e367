// The overlay's feedback on a judged attempt: a rule of judging, beside the circuit judge that builds it
// (judge-circuit.ts), shared by the server and the page's local judge. Free of zod, so the page's judge
// loads no schema library for it (docs/performance.md).
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
