// The course's pointer to its project is real: the code is a bundled project, and the course's last
// level tells the learner that code in words.
import { describe, expect, it } from 'vitest';
import { COURSE_PROJECT_CODE } from '../learning/course-project';
import { bundledProjects } from './projects/index';
import { course } from './index';

describe('the project the course leads to', () => {
  it('is a bundled project', () => {
    expect(bundledProjects[COURSE_PROJECT_CODE]?.code).toBe(COURSE_PROJECT_CODE);
  });

  it("is named by its code in the course's last level", () => {
    const lastLevel = course.chapters.at(-1)?.levels.at(-1);
    expect(JSON.stringify(lastLevel)).toContain(`**${COURSE_PROJECT_CODE}**`);
  });
});
