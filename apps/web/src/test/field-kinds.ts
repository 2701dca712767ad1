/**
 * Registers the resource folders' field kinds (weldModel …) as the app does before a kit screen opens
 * (app/page-registry.ts). A test that renders such a screen directly calls it after setting its API base: the
 * kinds' widgets read the base when first imported.
 * @example vi.stubEnv('VITE_API_BASE', api.base); await registerResourceKinds();
 */
export async function registerResourceKinds(): Promise<void> {
  (await import('../app/resource-field-kinds')).registerResourceFieldKinds();
}
