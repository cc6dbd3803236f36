import { describe, expect, it } from 'vitest';
import { createAppTheme } from './createAppTheme';
import { SCALES, SCALE_STEPS } from './scales';

describe('theme', () => {
  it('every role colour has steps 50, 100–900 and 950', () => {
    expect(SCALE_STEPS).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
    for (const scale of Object.values(SCALES))
      expect(Object.keys(scale).map(Number)).toEqual([...SCALE_STEPS]);
  });

  it('has light and dark schemes with the spec roles and the 700 ms tooltip delay', () => {
    const theme = createAppTheme();
    const light = theme.colorSchemes.light!.palette;
    const dark = theme.colorSchemes.dark!.palette;
    expect(light.primary.main).toBe(SCALES.primary[700]); // green
    expect(light.secondary.main).toBe(SCALES.secondary[700]); // blue
    expect(light.error.main).toBe(SCALES.error[700]); // red
    expect(dark.primary.main).toBe(SCALES.primary[400]);
    expect(light.neutral.main).toBe(SCALES.neutral[700]); // slate
    expect(theme.components?.MuiTooltip?.defaultProps?.enterDelay).toBe(700);
  });
});
