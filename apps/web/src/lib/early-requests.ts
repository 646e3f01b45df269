/**
 * The signed-in page's first API reads, sent at boot beside the application configuration instead of
 * after it and after the shell's code: the desktop list, the user's settings and menu, and, on `/` or
 * `/desktops/:name`, the shown desktop's widget list. That goes out at once when the page shows the desktop
 * shown last (remembered with its name: `/`, or its name in the URL), else as soon as the desktop list
 * names it; should the list name another desktop after all, that one's list goes out then.
 *
 *   sendEarlyRequests()                 at boot, before anything else (main.tsx)
 *   takeEarlyResponse(path, token)      lib/api.ts: the response of an early GET of exactly this path,
 *                                       sent with this token, once; else undefined (the call goes out)
 *
 * Only the signed-in shell's pages (not /iframe, /login, the public pages) with an unexpired stored user
 * (oidc-client-ts's 'oidc.user:…' entry, exactly one) send anything; a response is handed out only for
 * the token it was sent with, so a renewed or different user never gets another's answer. An answer nobody takes is dropped after EARLY_RESPONSE_TTL_MS.
 */

export const DESKTOPS_PATH = '/api/platform/desktops';
export const DESKTOP_LIST_PATH = `${DESKTOPS_PATH}/by-user`;
export const USER_SETTINGS_PATH = '/api/setting-management/settings/by-current-user';
export const MENUS_PATH = '/api/platform/menus';
/** The framework whose menu the web app shows (DEFAULT_MENU_FRAMEWORK of the shared package). */
export const currentUserMenusPath = (framework: string) =>
  `${MENUS_PATH}/by-current-user?${new URLSearchParams({ Framework: framework })}`;
export const desktopWidgetsPath = (desktopId: string) =>
  `${DESKTOPS_PATH}/${encodeURIComponent(desktopId)}/widgets`;

/** Where the desktop store remembers the last shown desktop (features/desktops/store.ts), and its name. */
export const CURRENT_DESKTOP_KEY = 'tafino.currentDesktopId';
export const CURRENT_DESKTOP_NAME_KEY = 'tafino.currentDesktopName';
export const EARLY_RESPONSE_TTL_MS = 30_000;

interface Early {
  readonly token: string;
  readonly response: Promise<Response>;
}

const early = new Map<string, Early>();

/** The access token of the one unexpired stored user, else undefined. */
export function storedAccessToken(storage: Storage, nowMs: number): string | undefined {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('oidc.user:')) keys.push(key);
  }
  if (keys.length !== 1) return undefined;
  try {
    const user = JSON.parse(storage.getItem(keys[0] as string) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof user?.access_token !== 'string' || user.access_token === '') return undefined;
    if (typeof user.expires_at === 'number' && user.expires_at * 1000 <= nowMs) return undefined;
    return user.access_token;
  } catch {
    return undefined;
  }
}

/** The desktop the page will show: the one named in /desktops/:name, on `/` the remembered or the first. */
export function shownDesktopId(
  pathname: string,
  desktops: readonly { id: string; name: string }[],
  rememberedId: string | null,
): string | undefined {
  const name = urlDesktopName(pathname);
  if (name === null) return undefined;
  if (name !== undefined) return desktops.find((d) => d.name === name)?.id;
  if (pathname !== '/') return undefined;
  return (desktops.find((d) => d.id === rememberedId) ?? desktops[0])?.id;
}

/** The name in `/desktops/:name` (undefined elsewhere, null when it cannot be decoded). */
function urlDesktopName(pathname: string): string | null | undefined {
  const named = /^\/desktops\/([^/]+)\/?$/.exec(pathname);
  if (!named) return undefined;
  try {
    return decodeURIComponent(named[1] as string);
  } catch {
    return null;
  }
}

/**
 * The remembered desktop when the page will show it without asking the list: on `/`, and on
 * `/desktops/:name` when that is the remembered desktop's name.
 */
export function rememberedShownDesktop(
  pathname: string,
  remembered: { id: string | null; name: string | null },
): string | undefined {
  if (!remembered.id) return undefined;
  if (pathname === '/') return remembered.id;
  const name = urlDesktopName(pathname);
  return name != null && name === remembered.name ? remembered.id : undefined;
}

function send(path: string, token: string, fetchFn: typeof fetch): Promise<Response> {
  const response = fetchFn(path, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  early.set(path, { token, response });
  setTimeout(() => {
    if (early.get(path)?.response === response) early.delete(path);
  }, EARLY_RESPONSE_TTL_MS);
  // Unhandled here: whoever takes it sees the failure (and a response nobody takes must not warn).
  response.catch(() => undefined);
  return response;
}

/** The pages of the signed-in shell (app/router.tsx), the only ones that make these reads. */
const SIGNED_IN_SHELL = /^\/(?:$|(?:desktops|meine-dateien|admin)(?:\/|$))/;

export interface EarlyContext {
  storage: Storage;
  fetch: typeof fetch;
  pathname: string;
  nowMs: number;
  menuFramework: string;
}

/**
 * Sends the early reads for the stored user (nothing when nobody is signed in). True when it sent them:
 * a signed-in shell page with a stored user, whose route code main.tsx then loads beside them. Only the
 * reads start early: the widget types' code loads once the board asks for the list (loading it at boot
 * competed with the shell's start).
 */
export function sendEarlyRequests(context: EarlyContext): boolean {
  if (!SIGNED_IN_SHELL.test(context.pathname)) return false;
  const token = storedAccessToken(context.storage, context.nowMs);
  if (!token) return false;
  const desktops = send(DESKTOP_LIST_PATH, token, context.fetch);
  send(USER_SETTINGS_PATH, token, context.fetch);
  send(currentUserMenusPath(context.menuFramework), token, context.fetch);
  if (context.pathname !== '/' && !context.pathname.startsWith('/desktops/')) return true;
  const remembered = { id: null as string | null, name: null as string | null };
  try {
    remembered.id = context.storage.getItem(CURRENT_DESKTOP_KEY);
    remembered.name = context.storage.getItem(CURRENT_DESKTOP_NAME_KEY);
  } catch {}
  const guessed = rememberedShownDesktop(context.pathname, remembered);
  if (guessed) send(desktopWidgetsPath(guessed), token, context.fetch);
  desktops
    .then(async (response) => {
      if (!response.ok) return;
      const body = (await response.clone().json()) as { items?: { id: string; name: string }[] };
      const id = shownDesktopId(context.pathname, body.items ?? [], remembered.id);
      if (id && id !== guessed) send(desktopWidgetsPath(id), token, context.fetch);
    })
    .catch(() => undefined);
  return true;
}

/** The early response to GET `path` sent with `token`, handed out once. */
export function takeEarlyResponse(path: string, token: string | undefined): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return entry.token === token ? entry.response : undefined;
}

/** Forgets every early response (tests). */
export function clearEarlyResponses(): void {
  early.clear();
}
