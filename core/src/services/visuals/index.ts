/** Visuals (issue 10): the offline SVG renderer and the rendering job. */
export * from './renderVisual';
export * from './svgImageModel';
export * from './collectFacts';
export {
  chooseInfographicLayout,
  approachSteps,
  type InfographicLayout,
} from './infographicLayout';
export { imageSize } from './renderOfflineImage';
export { escapeXml } from './svgKit';
