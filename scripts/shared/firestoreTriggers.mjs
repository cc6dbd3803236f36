// Wires the functions' Firestore triggers to a Firestore emulator that firebase-tools did not start
// (gcloud's, scripts/shared/gcloudFirestore.mjs). firebase-tools registers a trigger only with a
// Firestore emulator it runs itself; with an external one it marks the trigger "ignored" but still
// serves it at /functions/projects/{project}/triggers/{key}. So we do the registration it would do
// (functionsEmulator.js, addFirestoreTrigger): one POST per trigger to the Firestore emulator's
// eventarcTrigger endpoint, and the emulator, started with --functions_emulator, delivers each
// document write to the Functions emulator as a CloudEvent: the real delivery path.
// The key changes whenever the Functions emulator reloads its triggers (when they are switched back
// on, or the bundle in functions/lib is rebuilt), so register again after such a reload.

const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The keys the Functions emulator serves event triggers under: `${id}-${generation}`, where the
 * generation counts trigger (re)loads. It publishes them only in the 404 for an unknown key, so
 * we ask for one that cannot exist (nothing runs).
 */
async function servedTriggerKeys(functionsHost, project) {
  const response = await fetch(
    `http://${functionsHost}/functions/projects/${project}/triggers/no-such-trigger`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  const text = await response.text();
  const listed = /valid functions are: (.*)$/s.exec(text)?.[1] ?? '';
  return listed.split(',').map((key) => key.trim());
}

/** The Firestore triggers the Functions emulator loaded, each with the key it serves it under. */
export async function loadedFirestoreTriggers(functionsHost, project) {
  const { backends } = await getJson(`http://${functionsHost}/backends`);
  const keys = await servedTriggerKeys(functionsHost, project);
  return (
    backends
      .flatMap((backend) => backend.functionTriggers ?? [])
      .filter((trigger) => FIRESTORE_EVENT.test(trigger.eventTrigger?.eventType ?? ''))
      // After a reload the records of every generation are listed: one per trigger is enough.
      .filter((trigger, index, all) => all.findIndex((other) => other.id === trigger.id) === index)
      .map((trigger) => {
        // After a reload (re-enabled triggers, a rebuilt bundle) the older keys may still be listed,
        // switched off; the newest generation is the live one.
        const generations = keys
          .map((key) => new RegExp(`^${trigger.id}-(\\d+)$`).exec(key)?.[1])
          .filter((generation) => generation !== undefined)
          .map(Number);
        if (generations.length === 0) {
          throw new Error(`The Functions emulator serves no key for ${trigger.id}`);
        }
        return { ...trigger, key: `${trigger.id}-${Math.max(...generations)}` };
      })
  );
}

/** The body firebase-tools sends for a v2 (CloudEvent) Firestore trigger. */
function registration(trigger) {
  const { eventType, eventFilters = {}, eventFilterPathPatterns = {} } = trigger.eventTrigger;
  const exact = eventFilters.document;
  return {
    eventType,
    database: eventFilters.database ?? '(default)',
    namespace: eventFilters.namespace ?? '(default)',
    document: exact
      ? { value: exact, matchType: 'EXACT' }
      : { value: eventFilterPathPatterns.document, matchType: 'PATH_PATTERN' },
  };
}

/** Registers every loaded Firestore trigger with the Firestore emulator; returns [{ id, key }]. */
export async function registerFirestoreTriggers({ firestoreHost, functionsHost, project }) {
  const triggers = await loadedFirestoreTriggers(functionsHost, project);
  for (const trigger of triggers) {
    const url =
      `http://${firestoreHost}/emulator/v1/projects/${project}/eventarcTrigger` +
      `?eventarcTriggerId=${encodeURIComponent(trigger.key)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(trigger)),
    });
    if (!response.ok) {
      throw new Error(
        `Registering trigger ${trigger.id} with the Firestore emulator failed: HTTP ` +
          `${response.status} ${await response.text()}`,
      );
    }
  }
  return triggers.map(({ id, key }) => ({ id, key }));
}

/**
 * Registers the loaded Firestore triggers, waiting up to `timeoutMs` for the Functions emulator to
 * have loaded them: it reloads them whenever functions/lib changes, which a bundle built elsewhere
 * during the run does (it serves none for a moment meanwhile). Returns [{ id, key }]; throws when
 * none could be registered in time.
 */
export async function wireFirestoreTriggers(
  { firestoreHost, functionsHost, project },
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  for (;;) {
    const triggers = await registerFirestoreTriggers({
      firestoreHost,
      functionsHost,
      project,
    }).catch((error) => {
      lastError = error;
      return [];
    });
    if (triggers.length > 0) return triggers;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `No Firestore trigger could be wired within ${Math.round(timeoutMs / 1000)} s` +
      (lastError ? `: ${lastError.message}` : ''),
  );
}

/**
 * Keeps the registrations in step with the Functions emulator: every `intervalMs` it reads the
 * live keys and registers again when they changed (a reload, e.g. functions/lib rebuilt by another
 * test run, which every start of the suite does). Returns a function that stops the watch.
 */
export function watchFirestoreTriggers(
  { firestoreHost, functionsHost, project },
  intervalMs = 2000,
) {
  let registered = '';
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const live = (await loadedFirestoreTriggers(functionsHost, project)).map((t) => t.key);
      if (live.length > 0 && live.join() !== registered) {
        const done = await registerFirestoreTriggers({ firestoreHost, functionsHost, project });
        registered = done.map((t) => t.key).join();
      }
    } catch {
      // Reloading or stopping: try again at the next tick.
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
