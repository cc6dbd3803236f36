/** The build manifest written by the build at `builds/latest.json`. */
export interface BuildManifest {
  id: string;
  timestamp: number;
}

export interface DeploymentWatcherOptions {
  currentBuildId: string;
  /** Fetches the manifest; the URL carries a timestamp query so no cache answers. */
  fetchManifest: (url: string) => Promise<BuildManifest | null>;
  now: () => number;
  baseUrl?: string;
}

export function manifestUrl(baseUrl: string, now: number): string {
  return `${baseUrl.replace(/\/$/, '')}/builds/latest.json?t=${now}`;
}

/**
 * Notices a new deployment by comparing the served manifest's id with the running build's id.
 * Fetch failures are ignored: being offline is not a new version.
 */
export function createDeploymentWatcher({
  currentBuildId,
  fetchManifest,
  now,
  baseUrl = '',
}: DeploymentWatcherOptions) {
  let newBuild: BuildManifest | null = null;
  return {
    get updateAvailable() {
      return newBuild !== null;
    },
    async check(): Promise<boolean> {
      if (newBuild) return true;
      try {
        const manifest = await fetchManifest(manifestUrl(baseUrl, now()));
        if (manifest && typeof manifest.id === 'string' && manifest.id !== currentBuildId)
          newBuild = manifest;
      } catch {
        // offline or a transient error: try again next time
      }
      return newBuild !== null;
    },
  };
}

export async function fetchManifestJson(url: string): Promise<BuildManifest | null> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return null;
  return (await response.json()) as BuildManifest;
}
