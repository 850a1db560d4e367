import { describe, expect, it } from 'vitest';
import { FAR_OVER_BUDGET, PAGE_SOLVE_MS, PageSolvePolicy, WORKER_SOLVES_BEFORE_RETRY } from './page-solve-policy';

function onPageAfterQuickWorker(): PageSolvePolicy {
  const policy = new PageSolvePolicy();
  expect(policy.workerSolved(1)).toBe(true);
  return policy;
}

describe('where the next edit is solved', () => {
  it('starts in the worker, and stays there while the worker is slow', () => {
    const policy = new PageSolvePolicy();
    expect(policy.solveOnPage()).toBe(false);
    expect(policy.workerSolved(PAGE_SOLVE_MS + 1)).toBe(false);
    expect(policy.solveOnPage()).toBe(false);
  });

  it('moves to the page once the worker solved the board within the budget', () => {
    expect(onPageAfterQuickWorker().solveOnPage()).toBe(true);
  });

  it('keeps the page through one slow solve (a garbage-collection pause), and gives it up after two in a row', () => {
    const policy = onPageAfterQuickWorker();
    policy.pageSolved(PAGE_SOLVE_MS + 5);
    expect(policy.solveOnPage()).toBe(true);
    policy.pageSolved(PAGE_SOLVE_MS - 5);
    policy.pageSolved(PAGE_SOLVE_MS + 5);
    expect(policy.solveOnPage()).toBe(true);
    policy.pageSolved(PAGE_SOLVE_MS + 5);
    expect(policy.solveOnPage()).toBe(false);
  });

  it('gives the page up at once after one solve far over the budget', () => {
    const policy = onPageAfterQuickWorker();
    policy.pageSolved(FAR_OVER_BUDGET * PAGE_SOLVE_MS + 1);
    expect(policy.solveOnPage()).toBe(false);
  });

  it('tries the page again only after enough quick worker solves, and a slow one does not count', () => {
    const policy = onPageAfterQuickWorker();
    policy.pageSolved(FAR_OVER_BUDGET * PAGE_SOLVE_MS + 1);
    for (let k = 1; k < WORKER_SOLVES_BEFORE_RETRY; k++) policy.workerSolved(1);
    policy.workerSolved(PAGE_SOLVE_MS + 1);
    expect(policy.solveOnPage()).toBe(false);
    policy.workerSolved(1);
    expect(policy.solveOnPage()).toBe(true);
  });
});
