// The server's verdict on one attempt as the player screens show it (docs/api.md "Attempts" response,
// reduced to what the result overlay needs). The player shell maps the HTTP response onto it.
export interface AttemptFeedback {
  correct: boolean;
  starAchieved: boolean;
  pointsAwarded: number;
  feedback: { title: string; message: string; details: string[] };
}
