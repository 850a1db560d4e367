// The project the course leads to (docs/journey.md "The end of the course"): the last level's info card
// names its code, and the course-complete screen points to it. The project's title is read from its
// content (GET /api/projects/{code}), never repeated here.
export const COURSE_PROJECT_CODE = 'egg';
