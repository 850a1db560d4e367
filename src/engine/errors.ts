// The engine's typed failures: the server answers 422 with the message, the page logs it.
export class ConvergenceError extends Error {
  readonly code: 'non-convergence' | 'budget-exceeded';
  constructor(code: 'non-convergence' | 'budget-exceeded', message: string) {
    super(message);
    this.name = 'ConvergenceError';
    this.code = code;
  }
}
