import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { preloadRoute } from '../app/preload/preloadRoute';

/** A router link that starts loading its target's chunks on hover or keyboard focus. */
export const PreloadLink = forwardRef<HTMLAnchorElement, LinkProps>(function PreloadLink(
  { onMouseEnter, onFocus, to, ...rest },
  ref,
) {
  const target = typeof to === 'string' ? to : (to.pathname ?? '');
  return (
    <Link
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        preloadRoute(target);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(target);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
