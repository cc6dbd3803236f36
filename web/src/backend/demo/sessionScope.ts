/**
 * Where the demo keeps the session. Normally localStorage: every tab shares the sign-in, as with
 * Firebase's local persistence. A tab opened with `?demo-tab-session` keeps its own sign-in in
 * sessionStorage instead (remembered for that tab's reloads), so that one browser can act as two:
 * e.g. an admin in one tab changing the role of a user signed in in another. The data is shared
 * either way (IndexedDB plus cross-tab sync), which two separate browsers could not do in the demo.
 */
export const TAB_SESSION_PARAM = 'demo-tab-session';
const TAB_SESSION_FLAG = 'tender-demo-tab-session';

export function sessionStorageFor(win: Window): Storage {
  const asked = new URLSearchParams(win.location.search).has(TAB_SESSION_PARAM);
  if (asked) win.sessionStorage.setItem(TAB_SESSION_FLAG, '1');
  return win.sessionStorage.getItem(TAB_SESSION_FLAG) === '1'
    ? win.sessionStorage
    : win.localStorage;
}
