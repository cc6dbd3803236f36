import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme, type Theme } from '@mui/material/styles';
import { SCALES, type ColourScale, type ScaleName } from './scales';
import { COLOR_SCHEME_ATTRIBUTE } from './colorMode';

declare module '@mui/material/styles' {
  interface Palette {
    scales: Record<ScaleName, ColourScale>;
    neutral: Palette['primary'];
  }
  interface PaletteOptions {
    scales?: Record<ScaleName, ColourScale>;
    neutral?: PaletteOptions['primary'];
  }
}

/** Main/light/dark shades per mode: darker mains on light paper, lighter mains on dark paper keep AA contrast. */
function roleColours(mode: 'light' | 'dark') {
  const pick = (name: ScaleName) => {
    const s = SCALES[name];
    return mode === 'light'
      ? { main: s[700], light: s[500], dark: s[800], contrastText: '#ffffff' }
      : { main: s[400], light: s[300], dark: s[600], contrastText: s[950] };
  };
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    success: pick('success'),
    info: pick('info'),
    warning:
      mode === 'light'
        ? {
            main: SCALES.warning[600],
            light: SCALES.warning[400],
            dark: SCALES.warning[800],
            contrastText: '#1c1917',
          }
        : {
            main: SCALES.warning[400],
            light: SCALES.warning[300],
            dark: SCALES.warning[600],
            contrastText: '#1c1917',
          },
    error: pick('error'),
    neutral: pick('neutral'),
  };
}

export function createAppTheme(): Theme {
  const n = SCALES.neutral;
  return createTheme({
    // The attribute index.html sets before the first paint and useForcedColorMode overrides.
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          ...roleColours('light'),
          scales: SCALES,
          background: { default: n[50], paper: '#ffffff' },
          text: { primary: n[900], secondary: n[600] },
          divider: n[200],
        },
      },
      dark: {
        palette: {
          ...roleColours('dark'),
          scales: SCALES,
          background: { default: n[950], paper: n[900] },
          text: { primary: n[50], secondary: n[300] },
          divider: n[800],
        },
      },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
    },
    components: {
      // Spec §9: tooltips open after 700 ms.
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 700 } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
    },
  });
}
