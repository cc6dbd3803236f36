/** Types of reset.mjs for the TypeScript tests. */
export function resetEmulators(options?: { triggers?: boolean }): Promise<void>;
