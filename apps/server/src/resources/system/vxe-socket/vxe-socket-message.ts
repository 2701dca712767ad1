/** A live table update message (spec widgets §3): a type and its data. */
export type SocketMessage =
  | { type: 'heart_beat'; data?: unknown }
  | { type: 'common_send_date'; data: { key: string; args: unknown[] } }
  | { type: 'update_vxe_table'; data: { socketKey: string; args: unknown[] } };

/**
 * Reads one client frame; anything that is not one of the three message types answers null and is dropped.
 * @example parseSocketMessage('{"type":"heart_beat"}') // { type: 'heart_beat' }
 */
export function parseSocketMessage(text: string): SocketMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { type, data } = value as { type?: unknown; data?: Record<string, unknown> };
  if (type === 'heart_beat') return { type, data };
  if (!data || typeof data !== 'object' || !Array.isArray(data.args)) return null;
  if (type === 'common_send_date' && typeof data.key === 'string')
    return { type, data: { key: data.key, args: data.args } };
  if (type === 'update_vxe_table' && typeof data.socketKey === 'string')
    return { type, data: { socketKey: data.socketKey, args: data.args } };
  return null;
}
