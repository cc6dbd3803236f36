/**
 * Text for screen readers only (a state an icon shows, a list's count). One pixel, written in px:
 * in MUI's sx a width of 1 means 100%, which made hidden text as wide as its container and a
 * phone's page wider than the screen.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
