// The creator's state: the draft and its undo history. It starts from a level passed in the navigation
// state (the lesson generator's 'Place Level'), else the draft kept in local storage (e.g. coming back
// from a test play), else an empty 5×5 level; every change is saved back to local storage.
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { creatorReducer, type CreatorState } from './model/creator-reducer';
import { emptyDraft } from './model/draft';
import { loadDraft, saveDraft } from './model/draft-storage';
import { draftFromNavigation } from './model/incoming-level';

export function useCreatorDraft() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(creatorReducer, location.state, (navState: unknown): CreatorState => ({
    draft: draftFromNavigation(navState) ?? loadDraft() ?? emptyDraft(),
    history: [],
  }));

  // A level passed while the creator is already open replaces the draft (undo brings the old one
  // back). Either way it is consumed once: dropped from the history entry, so a reload keeps the
  // edits made since (read from storage) instead of opening the passed level again.
  const firstKey = useRef(location.key);
  useEffect(() => {
    const incoming = draftFromNavigation(location.state);
    if (!incoming) return;
    if (location.key !== firstKey.current) dispatch({ kind: 'load', draft: incoming });
    void navigate(location.pathname, { replace: true, state: null });
    // Only a new history entry can carry a new level.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // Saved as the change is committed, not after the next paint (when Preact runs passive effects): a
  // reload or a closed tab right after an edit keeps it.
  useLayoutEffect(() => saveDraft(state.draft), [state.draft]);

  return { draft: state.draft, canUndo: state.history.length > 0, dispatch };
}
