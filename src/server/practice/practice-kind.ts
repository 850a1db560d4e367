// Which practice a chapter number asks for on the server (docs/api.md "Practice"): the course's one
// rule (src/learning/practice-chapters.ts) read for a number a client sent, with a 400 naming `chapter`
// for a chapter without practice.
import { course } from '../../content/index';
import { practiceKind, type PracticeKind } from '../../learning/index';
import { hasPracticeGoals } from '../../generator';
import { HttpError } from '../http-error';

/** The chapters with practice, by number. */
function practiceChapters(): Map<number, PracticeKind> {
  const kinds = new Map<number, PracticeKind>();
  course.chapters.forEach((chapter, index) => {
    const kind = practiceKind(chapter);
    // A building chapter has circuit practice once it names its goals (src/generator/practice.ts).
    if (kind === 'fault' || (kind === 'circuit' && hasPracticeGoals(index))) kinds.set(index, kind);
  });
  return kinds;
}

const CHAPTERS = practiceChapters();
const chapterMessage = (field: string) => `${field} must be the number of a chapter with practice: ${[...CHAPTERS.keys()].join(', ')}.`;

/** A chapter number from a path or a body, and its kind of practice; 400 naming `field` (`chapter`, `where.practice`) otherwise. */
export function practiceChapterOf(value: unknown, field = 'chapter'): { chapter: number; kind: PracticeKind } {
  const chapter = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  const kind = CHAPTERS.get(chapter);
  if (!kind) throw new HttpError(400, chapterMessage(field), field);
  return { chapter, kind };
}

/** A chapter number that must have fault practice (the meter's and the hint's practice form). */
export function faultPracticeChapter(value: unknown): number {
  const { chapter, kind } = practiceChapterOf(value);
  if (kind !== 'fault') throw new HttpError(400, `chapter: chapter ${chapter}'s practice builds circuits; only fault practice has a meter.`, 'chapter');
  return chapter;
}
