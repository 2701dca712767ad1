/**
 * Removes the splash index.html paints before any script runs. Called in a layout effect of the first screen
 * React renders, so the splash goes in the very frame that screen is first painted: no blank frame between.
 * @example useLayoutEffect(removeSplash, []);
 */
export function removeSplash(): void {
  document.getElementById('weld-splash')?.remove();
}
