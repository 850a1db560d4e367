// A class code from a join link, kept in local storage until the visitor is signed in: sign-up, guest
// login and Google all land on /learn, where the class panel finishes the join (docs/classes.md).
const KEY = 'ohmlet.pendingClassCode';

export function rememberPendingCode(code: string): void {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the join page still offers joining once signed in.
  }
}

export function takePendingCode(): string | null {
  try {
    const code = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}

/** The join page joined itself: nothing left for /learn to finish. */
export function forgetPendingCode(): void {
  takePendingCode();
}
