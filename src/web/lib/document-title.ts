// Names the browser tab after the screen ("Login — ohmlet"), restoring the previous title on leave.
import { useEffect } from 'react';

export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${screen} — ohmlet`;
    return () => {
      document.title = previous;
    };
  }, [screen]);
}
