// Placeholder route page until the Lesson generator screen is built (another issue).
import { BuildingPage } from './building-page';

export default function LessonGenPlaceholder() {
  return <BuildingPage title="Lesson generator" />;
}
