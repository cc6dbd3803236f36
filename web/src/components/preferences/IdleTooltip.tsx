import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { deferred, afterFirstScreen } from './deferred';

const TooltipChunk = deferred(
  () => import('@mui/material/Tooltip') as Promise<{ default: ComponentType<TooltipProps> }>,
);

/**
 * MUI's Tooltip, loaded when the browser is idle after the first render: until then the child
 * renders alone (its aria-label names it meanwhile). Tooltip brings Popper, which no first screen
 * needs.
 */
export function IdleTooltip({
  title,
  placement,
  children,
}: {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement;
}) {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterFirstScreen(() => {
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
      <TooltipChunk.Component title={title} placement={placement}>
        {children}
      </TooltipChunk.Component>
    </Suspense>
  );
}
