import { type Theme, useColorScheme, useTheme } from '@mui/material/styles';
import type { ProjectStatus } from '@tender/core';
import type { ScoreBand } from '@tender/core/services/dashboard/index';

type Palette = Theme['palette'];

/**
 * Chart colours from the theme of the scheme in use. The charts paint SVG fill attributes, where
 * the theme's CSS variables are not resolved, so the concrete colour of the current scheme is
 * passed (and changes with the colour mode).
 */
export function useChartPalette(): Palette {
  const theme = useTheme();
  const { colorScheme } = useColorScheme();
  const schemes = (theme as Theme & { colorSchemes?: Record<string, { palette: Palette }> })
    .colorSchemes;
  return schemes?.[colorScheme ?? 'light']?.palette ?? theme.palette;
}

/** Low scores muted, high scores in the brand colour. */
export function bandColours(p: Palette): Record<ScoreBand, string> {
  return {
    '0-50': p.neutral.light,
    '50-70': p.warning.main,
    '70-90': p.secondary.main,
    '90-100': p.primary.main,
  };
}

export function statusColours(p: Palette): Record<ProjectStatus, string> {
  return {
    draft: p.neutral.light,
    in_progress: p.info.main,
    review: p.warning.main,
    submitted: p.secondary.dark,
    approved: p.success.main,
    rejected: p.error.main,
    published: p.primary.dark,
  };
}
