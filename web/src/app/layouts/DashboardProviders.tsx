import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Wraps signed-in screens in the backend's providers (LoadedBackend.DashboardProviders), if any. */
export type WrapDashboard = (children: ReactNode) => ReactNode;

export const DashboardProvidersContext = createContext<WrapDashboard | undefined>(undefined);

/** The context value for a backend's providers component (stable for a stable component). */
export function wrapWith(
  Providers: ComponentType<{ children: ReactNode }> | undefined,
): WrapDashboard | undefined {
  return Providers && ((children) => <Providers>{children}</Providers>);
}

/**
 * Wraps the dashboard in the backend's providers. They are lazy (firebase: reactfire and the data
 * SDKs), so the first dashboard render suspends until they load — under RootLayout's Suspense,
 * like the layout chunk itself — and the sign-in page never pays for them.
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const wrap = useContext(DashboardProvidersContext);
  return <>{wrap ? wrap(children) : children}</>;
}

type Layout = ComponentType<{ children?: ReactNode }>;

/** The dashboard layout module with its default export rendered inside DashboardProviders. */
export function withDashboardProviders(module: { default: Layout }): { default: Layout } {
  const Inner = module.default;
  function DashboardWithProviders({ children }: { children?: ReactNode }) {
    return (
      <DashboardProviders>
        <Inner>{children}</Inner>
      </DashboardProviders>
    );
  }
  return { default: DashboardWithProviders };
}
