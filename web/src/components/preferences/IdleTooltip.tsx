import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { deferred, whenIdle } from './deferred';

const TooltipChunk = deferred(
  () => import('@mui/material/Tooltip') as Promise<{ default: ComponentType<TooltipProps> }>,
);

/**
 * MUI's Tooltip, loaded when the browser is idle after the first render: until then the child
 * renders alone (its aria-label names it meanwhile). Tooltip brings Popper, which no first screen
 * needs.
 */
export function IdleTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        TooltipChunk.preload().then(
          () => setReady(true),
          () => undefined,
        );
      }),
    [],
  );
  if (!ready) return children;
  return (
    <Suspense fallback={children}>
      <TooltipChunk.Component title={title}>{children}</TooltipChunk.Component>
    </Suspense>
  );
}
