// The chapter's circuit-board picture with the level nodes laid over its copper pads.
import type { MapChapter } from '../../../api/index';
import type { LevelStatus } from '../../../learning/index';
import { boardFor, nodePosition } from './board-layouts';
import { LevelNode } from './level-node';
import styles from './learn.module.css';

interface ChapterBoardProps {
  chapter: MapChapter;
  chapterIndex: number;
  statuses: LevelStatus[];
  onOpenLevel: (levelIndex: number) => void;
}

export function ChapterBoard({ chapter, chapterIndex, statuses, onOpenLevel }: ChapterBoardProps) {
  const layout = boardFor(chapter.type, chapterIndex);
  return (
    <div className={styles.board} data-testid="chapter-board" data-board={layout.image}>
      {/* The map's largest paint: asked for ahead of the level icons (docs/performance.md). */}
      <img className={styles.boardImage} src={layout.image} alt={layout.alt} width={1000} height={640} fetchPriority="high" />
      {chapter.levels.map((level, index) => (
        <LevelNode
          key={index}
          number={index + 1}
          title={level.title}
          status={statuses[index]}
          tone={layout.tone}
          position={nodePosition(layout, index, chapter.levels.length)}
          onOpen={() => onOpenLevel(index)}
        />
      ))}
    </div>
  );
}
